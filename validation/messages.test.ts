import { describe, expect, it } from "vitest";
import { en, pickLang, pl, translate } from "./messages.ts";

describe("messages", () => {
  it("has every key in both languages, with the same placeholders", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pl).sort());
    for (const key of Object.keys(pl) as (keyof typeof pl)[]) {
      const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(holes(en[key]), key).toEqual(holes(pl[key]));
    }
  });

  it("fills placeholders and passes unknown keys through", () => {
    expect(translate("pl", "auth.throttled", { minutes: 3 })).toBe("Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 3 min.");
    expect(translate("en", "no.such.key")).toBe("no.such.key");
  });

  it.each([
    [undefined, "pl"],
    ["", "pl"],
    ["en", "en"],
    ["en-US,en;q=0.9", "en"],
    ["pl-PL,pl;q=0.9,en;q=0.8", "pl"],
    ["de-DE,en;q=0.5", "en"],
    ["de", "pl"],
    ["en;q=0.3,pl;q=0.7", "pl"],
  ])("picks %s → %s", (header, lang) => {
    expect(pickLang(header)).toBe(lang);
  });
});
