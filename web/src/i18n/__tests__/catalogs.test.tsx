import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { en as validationEn, pl as validationPl } from "../../../../validation/messages.ts";
import { webEn as en, webPl as pl } from "../catalogs.ts";
import { messages } from "../messages.ts";

// Every source file's text, to find the message ids the UI uses (areas.ts's prefixes, such as
// "trips.wizard", look like ids but are not).
const sources = import.meta.glob<string>(["../../**/*.{ts,tsx}", "!../../gql/**", "!../../**/__tests__/**", "!../../test/**", "!../areas.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Quoted dotted lower-camel ids such as "auth.login.title" (file names like "./x.ts" do not match). */
function usedIds(): Set<string> {
  const ids = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const [, id = ""] of text.matchAll(/["']([a-z][A-Za-z]*(?:\.[a-z][A-Za-z]*)+)["']/g)) {
      if (!/\.(tsx?|json)$/.test(id)) ids.add(id);
    }
  }
  return ids;
}

describe("message catalogs", () => {
  it("pl.json and en.json have the same ids", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pl).sort());
  });

  it("each area's pair of files in locales/ has the same ids", () => {
    const files = import.meta.glob<Record<string, string>>("../locales/*.json", { eager: true, import: "default" });
    for (const [path, texts] of Object.entries(files)) {
      const twin = files[path.replace(/\.(pl|en)\.json$/, (_m, l: string) => (l === "pl" ? ".en.json" : ".pl.json"))];
      expect(twin, `${path} has no twin`).toBeDefined();
      expect(Object.keys(texts).sort(), path).toEqual(Object.keys(twin ?? {}).sort());
    }
  });

  it("every text is valid ICU message syntax in both languages (literal braces quoted), so none falls back to its id", () => {
    for (const [locale, catalog] of [
      ["pl", pl],
      ["en", en],
    ] as const) {
      const { formatters } = createIntl({ locale, messages: catalog });
      const broken = Object.entries(catalog).filter(([, text]) => {
        try {
          formatters.getMessageFormat(text, locale);
          return false;
        } catch {
          return true;
        }
      });
      expect(
        broken.map(([id]) => id),
        locale,
      ).toEqual([]);
    }
  });

  it("promises nothing as 'coming soon' (a feature that does not exist is absent, not greyed)", () => {
    for (const [id, text] of Object.entries(pl)) expect(text, id).not.toMatch(/wkrótce/i);
    for (const [id, text] of Object.entries(en)) expect(text, id).not.toMatch(/\(soon\)|coming soon|available soon|\bsoon you\b/i);
  });

  it("has no empty texts", () => {
    for (const catalog of [pl, en]) {
      for (const [id, text] of Object.entries(catalog)) expect(text.trim(), id).not.toBe("");
    }
  });

  it("does not redefine the shared validation messages", () => {
    const shared = new Set(Object.keys(validationPl));
    expect(Object.keys(pl).filter((id) => shared.has(id))).toEqual([]);
    expect(Object.keys(validationEn).sort()).toEqual([...shared].sort());
  });

  it("defines every id the UI uses, in both languages", () => {
    const ids = [...usedIds()];
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => !(id in messages.pl))).toEqual([]);
    expect(ids.filter((id) => !(id in messages.en))).toEqual([]);
  });
});
