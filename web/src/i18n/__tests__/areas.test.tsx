import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { afterEach, describe, expect, it } from "vitest";
import { AREAS, type Area, areaOf, loadArea } from "../areas.ts";
import { polishCore } from "../catalogCorePl.ts";
import { englishCore } from "../catalogCoreEn.ts";
import { LanguageProvider } from "../LanguageProvider.tsx";
import { isAreaLoaded, markAreaLoaded, forgetAreas } from "../loadMessages.ts";
import { useOptionalText } from "../useOptionalText.ts";
import { messages } from "../messages.ts";

const areaTexts = async (language: "pl" | "en") =>
  Object.fromEntries(await Promise.all(AREAS.map(async (area) => [area, await loadArea(area, language)] as const))) as Record<Area, Record<string, string>>;

describe("lazily loaded areas of the catalogs", () => {
  afterEach(async () => {
    // Back to what test-setup.ts gives every test: each area loaded.
    for (const language of ["pl", "en"] as const) {
      const texts = await areaTexts(language);
      for (const area of AREAS) markAreaLoaded(language, area, texts[area]);
    }
  });

  it("the core and the areas together are the full catalogs, in both languages", async () => {
    for (const [language, core] of [
      ["pl", polishCore],
      ["en", englishCore],
    ] as const) {
      const texts = await areaTexts(language);
      expect(Object.assign({}, core, ...AREAS.map((area) => texts[area])), language).toEqual(messages[language]);
    }
  });

  it("every id of an area starts with one of its prefixes, so a screen asking for it loads that area", async () => {
    for (const language of ["pl", "en"] as const) {
      const texts = await areaTexts(language);
      for (const area of AREAS) {
        const strays = Object.keys(texts[area]).filter((id) => areaOf(id) !== area);
        expect(strays, `${language} ${area}`).toEqual([]);
        expect(Object.keys(texts[area]).length, `${language} ${area}`).toBeGreaterThan(0);
      }
    }
  });

  it("the core leaves the areas out (they are not in the first chunk)", async () => {
    expect(polishCore["students.captains.title"]).toBeUndefined();
    expect(polishCore["seatime.title"]).toBeUndefined();
    for (const id of [
      "trips.list.title",
      "trips.wizard.createTitle",
      "trips.options.license.pzz-kj",
      "history.value.yes",
      "documents.all.button",
      "yachts.list.title",
      "profile.title",
      "staff.office.title",
    ]) {
      expect(polishCore[id], id).toBeUndefined();
      expect(englishCore[id], id).toBeUndefined();
    }
    expect(polishCore["documents.lang.invalid"]).toBeUndefined();
    expect(polishCore["nav.seaTime"]).toBe("Staż morski");
    // What the first screens show under an area's prefix stays: LoadError (the dashboard's recent trips), the statuses.
    expect(polishCore["trips.list.retry"]).toBe("Spróbuj ponownie");
    expect(polishCore["trips.status.completed"]).toBeDefined();
    for (const language of ["pl", "en"] as const) {
      const core = language === "pl" ? polishCore : englishCore;
      const texts = await areaTexts(language);
      for (const area of AREAS)
        expect(
          Object.keys(texts[area]).filter((id) => id in core),
          `${language} ${area}`,
        ).toEqual([]);
    }
  });

  it("finds an id's area by its first two segments, else by its first", () => {
    expect(areaOf("trips.wizard.createTitle")).toBe("tripform");
    expect(areaOf("trips.options.license.pzz-kj")).toBe("tripoptions");
    expect(areaOf("trips.detail.title")).toBe("trips");
    expect(areaOf("trips.wizard")).toBe("trips");
    expect(areaOf("history.value.yes")).toBe("trips");
    expect(areaOf("staff.office.title")).toBe("office");
    expect(areaOf("nav.seaTime")).toBeUndefined();
    expect(areaOf("trips")).toBeUndefined();
  });

  it("the layout and the shared components (outside the pages' Suspense) use only texts of the core", () => {
    const sources = import.meta.glob<string>(["../../modules/layout/**/*.tsx", "../../components/*.tsx", "!../../**/__tests__/**"], {
      query: "?raw",
      import: "default",
      eager: true,
    });
    const ids = Object.values(sources).flatMap((text) => [...text.matchAll(/["']([a-z][A-Za-z]*(?:\.[a-z][A-Za-z]*)+)["']/g)].map((m) => m[1] ?? ""));
    expect(ids.length).toBeGreaterThan(20);
    expect(ids.filter((id) => areaOf(id) !== undefined && polishCore[id] === undefined)).toEqual([]);
  });

  it("every page's own texts are in the core or in an area its route fetches with it (no round trip after the page)", () => {
    const [routes = ""] = Object.values(import.meta.glob<string>("../../routes.tsx", { query: "?raw", import: "default", eager: true }));
    const pages = import.meta.glob<string>(["../../modules/**/*Page.tsx", "!../../**/__tests__/**"], { query: "?raw", import: "default", eager: true });
    const constants = new Map([...routes.matchAll(/const (\w+) = (\[[^\]]*\]) as const;/g)].map((m) => [m[1] ?? "", m[2] ?? ""]));
    const listed = (areas: string | undefined) => [...(constants.get(areas ?? "") ?? areas ?? "").matchAll(/"(\w+)"/g)].map((m) => m[1]);
    const lazyPages = [...routes.matchAll(/lazyPage\(\(\) => import\("\.\/(modules\/[^"]+)"\), "\w+"(?:, ([^)]+))?\)/g)];
    expect(lazyPages.length).toBeGreaterThan(30);
    const late = lazyPages.flatMap(([, path = "", areas]) => {
      const source = pages[`../../${path}`];
      if (source === undefined) return [`${path}: not found`];
      const ids = [...source.matchAll(/["']([a-z][A-Za-z]*(?:\.[a-zA-Z-]+)+)["']/g)].map((m) => m[1] ?? "");
      return ids.filter((id) => areaOf(id) !== undefined && polishCore[id] === undefined && !listed(areas).includes(areaOf(id))).map((id) => `${path}: ${id}`);
    });
    expect(late).toEqual([]);
  });

  it("a screen using an area's text waits under Suspense for the area, then shows the text", async () => {
    forgetAreas();
    window.localStorage.setItem("language", "pl");
    render(
      <LanguageProvider>
        <p>{"header"}</p>
        <Suspense fallback={<p>{"loading"}</p>}>
          <h1>
            <FormattedMessage id="students.captains.title" />
          </h1>
        </Suspense>
      </LanguageProvider>,
    );
    expect(screen.getByText("header")).toBeInTheDocument();
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Kapitanowie" })).toBeInTheDocument();
    expect(screen.queryByText("students.captains.title")).not.toBeInTheDocument();
    expect(isAreaLoaded("pl", "students")).toBe(true);
    expect(isAreaLoaded("pl", "seatime")).toBe(false);
    await act(async () => {});
  });

  it("an option label of an area not loaded yet waits for the area, never showing the raw value; a value with no label shows as it is", async () => {
    forgetAreas();
    window.localStorage.setItem("language", "pl");
    function Licence({ value }: { value: string }) {
      const text = useOptionalText();
      return <p>{text(`trips.options.license.${value}`) ?? value}</p>;
    }
    render(
      <LanguageProvider>
        <Suspense fallback={<p>{"loading"}</p>}>
          <Licence value="pzz-kj" />
          <Licence value="Jachtmistrz (1975)" />
        </Suspense>
      </LanguageProvider>,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText("Kapitan jachtowy (PZŻ)")).toBeInTheDocument();
    expect(screen.getByText("Jachtmistrz (1975)")).toBeInTheDocument();
    expect(screen.queryByText("pzz-kj")).not.toBeInTheDocument();
    expect(isAreaLoaded("pl", "tripoptions")).toBe(true);
    await act(async () => {});
  });
});
