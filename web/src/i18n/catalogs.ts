import en from "./en.json";
import pl from "./pl.json";

// The web UI texts: the core catalogs (pl.json, en.json) plus one pair of files per area of the
// product in locales/ (`<area>.pl.json` and `<area>.en.json`), so each area owns its own texts.
const areas = import.meta.glob<Record<string, string>>("./locales/*.json", { eager: true, import: "default" });

function merged(lang: "pl" | "en", core: Record<string, string>): Record<string, string> {
  const parts = Object.entries(areas)
    .filter(([path]) => path.endsWith(`.${lang}.json`))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, texts]) => texts);
  return Object.assign({}, core, ...parts) as Record<string, string>;
}

export const webPl = merged("pl", pl);
export const webEn = merged("en", en);
