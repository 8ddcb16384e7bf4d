import { AREAS, type Area, type Texts, areaOf, loadArea } from "./areas.ts";
import { polishCore } from "./catalogCorePl.ts";
import type { Language } from "./languageStorage.ts";

/**
 * react-intl catalogs: the web UI texts plus the shared server/client validation messages, so a zod
 * message key from ../validation renders with intl.formatMessage({ id: key }). The Polish core (the
 * default language) is in the first chunk; the English core is its own chunk, loaded when chosen;
 * the larger areas (areas.ts) load the first time a screen uses one of their ids, in the language
 * shown, and again in the other language after a switch. Both languages define every id
 * (i18n/__tests__/catalogs.test.tsx), so neither needs the other as a fallback.
 */

/** Areas a screen has asked for so far (in any language). */
const requested = new Set<Area>();
const loaded: Record<Language, Map<Area, Texts>> = { pl: new Map(), en: new Map() };
const loading = new Map<string, Promise<Texts>>();
let englishCore: Promise<Texts> | null = null;

function areaTexts(language: Language, area: Area): Promise<Texts> {
  const key = `${language}:${area}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loadArea(area, language).then(
      (texts) => {
        loaded[language].set(area, texts);
        return texts;
      },
      (error: unknown) => {
        loading.delete(key); // offline: the next request tries again
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** A core catalog with every area loaded in that language (in the fixed order of AREAS). */
function withAreas(language: Language, core: Texts): Texts {
  return Object.assign({}, core, ...AREAS.map((area) => loaded[language].get(area) ?? {})) as Texts;
}

/** The catalog of `language`: at once when everything it needs is loaded, otherwise after it loads. */
export function loadMessages(language: Language): Texts | Promise<Texts> {
  const missing = [...requested].filter((area) => !loaded[language].has(area));
  if (language === "pl" && missing.length === 0) return withAreas("pl", polishCore);
  let core: Promise<Texts>;
  if (language === "pl") core = Promise.resolve(polishCore);
  else {
    englishCore ??= import("./catalogCoreEn.ts").then(
      (m) => m.englishCore,
      (error: unknown) => {
        englishCore = null;
        throw error;
      },
    );
    core = englishCore;
  }
  return Promise.all([core, ...missing.map((area) => areaTexts(language, area))]).then(([texts]) => withAreas(language, texts));
}

/** Loads `area` in `language` (and remembers it for a later switch); answers the catalog with it. */
export async function loadMessagesWithArea(language: Language, area: Area): Promise<Texts> {
  requested.add(area);
  await areaTexts(language, area);
  return loadMessages(language);
}

/** Starts loading areas a page will show (in the language chosen) while its chunk loads. */
export function preloadAreas(language: Language, areas: readonly Area[]): void {
  for (const area of areas) {
    requested.add(area);
    areaTexts(language, area).catch(() => {}); // a failure shows when the page asks for the texts
  }
}

/** Whether `area`, loaded in `language`, has `id` (a catalog shown without it is behind). */
function areaHas(language: Language, area: Area, id: string): boolean {
  const texts = loaded[language].get(area);
  return texts !== undefined && Object.prototype.hasOwnProperty.call(texts, id);
}

/**
 * Whether a catalog of `language` shown without `id` would get it from its area: the area is not
 * loaded yet, or loaded but not merged into what is shown (formatMessage then suspends the screen).
 */
export function awaitsArea(language: Language, id: string): boolean {
  const area = areaOf(id);
  return area !== undefined && (!isAreaLoaded(language, area) || areaHas(language, area, id));
}

export function isAreaLoaded(language: Language, area: Area): boolean {
  return loaded[language].has(area);
}

/** For tests: makes an area's texts available at once, as if a screen had loaded it. */
export function markAreaLoaded(language: Language, area: Area, texts: Texts): void {
  requested.add(area);
  loaded[language].set(area, texts);
}

/** For tests: forgets every loaded area (the next use loads it again). */
export function forgetAreas(): void {
  requested.clear();
  loading.clear();
  loaded.pl.clear();
  loaded.en.clear();
}
