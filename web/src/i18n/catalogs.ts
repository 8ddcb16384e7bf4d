// The web UI texts: the core catalogs (pl.json, en.json) plus one pair of files per area of the
// product in locales/ (`<area>.pl.json` and `<area>.en.json`), so each area owns its own texts.
// Each language is its own module (catalogPl.ts, catalogEn.ts): the first screen loads only the
// language it shows (loadMessages.ts).
export { webEn } from "./catalogEn.ts";
export { webPl } from "./catalogPl.ts";
