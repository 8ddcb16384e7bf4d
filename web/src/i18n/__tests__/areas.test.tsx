import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { afterEach, describe, expect, it } from "vitest";
import { AREAS, type Area, areaOf, loadArea } from "../areas.ts";
import { polishCore } from "../catalogCorePl.ts";
import { englishCore } from "../catalogCoreEn.ts";
import { LanguageProvider } from "../LanguageProvider.tsx";
import { isAreaLoaded, markAreaLoaded, forgetAreas } from "../loadMessages.ts";
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

  it("the core leaves the areas out (they are not in the first chunk)", () => {
    expect(polishCore["students.captains.title"]).toBeUndefined();
    expect(polishCore["seatime.title"]).toBeUndefined();
    expect(polishCore["nav.seaTime"]).toBe("Staż morski");
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
});
