// The wording printed on the documents for the trip's values, in the document's language: Polish,
// English or both ("pl / en", the bilingual PZŻ forms, ../shared/research/official-forms.md). The
// grades of the crew opinion are the form's tick-box options, in the form's own words. A stored
// value this code does not know (an older record) prints as it was saved, never as a crash.
import { OTHER } from "../../../../validation/trip.ts";
import optionsEn from "../../../../web/src/i18n/locales/tripoptions.en.json" with { type: "json" };
import optionsPl from "../../../../web/src/i18n/locales/tripoptions.pl.json" with { type: "json" };

/** The documents' languages: Polish, English, or both (the default, as the PZŻ form). */
export const DOCUMENT_LANGS = ["pl", "en", "pl-en"] as const;
export type DocumentLang = (typeof DOCUMENT_LANGS)[number];
export const DEFAULT_DOCUMENT_LANG: DocumentLang = "pl-en";

type Label = { pl: string; en: string };

/** The label in the document's language; both languages as "pl / en" (once when they are equal). */
function say(l: Label, lang: DocumentLang): string {
  if (lang === "pl") return l.pl;
  if (lang === "en") return l.en;
  return l.pl === l.en ? l.pl : `${l.pl} / ${l.en}`;
}

const lookup = <T>(table: Record<string, T>, key: string | null | undefined): T | undefined =>
  key != null && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

/**
 * The trip form's option labels (web/src/i18n/locales/tripoptions.*.json): the documents print a
 * licence and a crew role in the very words the form and the trip page show.
 */
const OPTIONS: Record<"pl" | "en", Record<string, string>> = { pl: optionsPl, en: optionsEn };

/** An option's label in both languages (`trips.options.<group>.<value>`); none for a value the catalog does not know. */
function optionLabel(group: "license" | "role", value: string): Label | undefined {
  const key = `trips.options.${group}.${value}`;
  const pl = lookup(OPTIONS.pl, key);
  const en = lookup(OPTIONS.en, key);
  return pl === undefined || en === undefined ? undefined : { pl, en };
}

/** "Kapitan jachtowy (PZŻ)" → the licence's name and, from the brackets after it, the body that issues it. */
function withoutBody(text: string): { name: string; body?: string } {
  const m = / \(([^()]+)\)$/.exec(text);
  return m ? { name: text.slice(0, m.index), body: m[1] } : { name: text };
}

/** One tick-box scale of the opinion form: its options in order, and which stored value ticks which. */
type GradeScale = { options: readonly Label[]; index: Record<string, number> };

/** "Opinia: pozytywna / negatywna". */
export const OPINION_SCALE: GradeScale = {
  options: [
    { pl: "pozytywna", en: "positive" },
    { pl: "negatywna", en: "negative" },
  ],
  index: { positive: 0, negative: 1 },
};

/** "Z obowiązków wywiązywał(a) się": four grades; the detail view's older values map onto the nearest. */
export const PERFORMANCE_SCALE: GradeScale = {
  options: [
    { pl: "bardzo dobrze", en: "very good" },
    { pl: "dobrze", en: "good" },
    { pl: "dostatecznie", en: "sufficient" },
    { pl: "niedostatecznie", en: "insufficient" },
  ],
  index: { very_good: 0, excellent: 0, good: 1, sufficient: 2, average: 2, insufficient: 3, poor: 3 },
};

/** "Chorobie morskiej". */
export const SEASICKNESS_SCALE: GradeScale = {
  options: [
    { pl: "nie podlegał(a)", en: "none" },
    { pl: "chorował(a) ciężko", en: "seriously ill" },
    { pl: "chorował(a), lecz mógł (mogła) pracować", en: "ill but able to work" },
  ],
  index: { none: 0, severe: 1, mild: 2 },
};

/** "Odporność w trudnych warunkach". */
export const RESISTANCE_SCALE: GradeScale = {
  options: [
    { pl: "dobra", en: "good" },
    { pl: "dostateczna", en: "sufficient" },
    { pl: "niedostateczna", en: "insufficient" },
    { pl: "nie sprawdzono", en: "not tested" },
  ],
  index: { good: 0, sufficient: 1, insufficient: 2, not_tested: 3 },
};

/** The options of a scale in the document's language, the stored value's one ticked (none for "unknown"). */
export function grade(scale: GradeScale, value: string, lang: DocumentLang): { label: string; checked: boolean }[] {
  const chosen = lookup(scale.index, value);
  return scale.options.map((o, i) => ({ label: say(o, lang), checked: i === chosen }));
}

/** The licence's printed name; `_other` (or a value this code does not know) prints the captain's own text. */
export function licenseLabel(type: string | null, other: string | null, lang: DocumentLang): string | null {
  if (type === null || type.trim() === "") return null;
  if (type === OTHER) return other;
  const label = optionLabel("license", type);
  if (!label) return type;
  const pl = withoutBody(label.pl);
  const en = withoutBody(label.en);
  const name = say({ pl: pl.name, en: en.name }, lang);
  const body = pl.body ?? en.body;
  return body ? `${name} (${body})` : name;
}

export function roleLabel(role: string, other: string | null, lang: DocumentLang): string | null {
  if (role === OTHER) return other;
  const label = optionLabel("role", role);
  return label ? say(label, lang) : role.trim() || null;
}

export const captainRoleLabel = (lang: DocumentLang) => say({ pl: "Kapitan", en: "Skipper" }, lang);
export const yesNo = (v: boolean, lang: DocumentLang) => say(v ? { pl: "TAK", en: "YES" } : { pl: "NIE", en: "NO" }, lang);
export const tidalLabel = (lang: DocumentLang) => say({ pl: "pływowy", en: "tidal" }, lang);
export const noEngineLabel = (lang: DocumentLang) => say({ pl: "brak silnika", en: "no engine" }, lang);
export const perEngineLabel = (lang: DocumentLang) => say({ pl: "na silnik", en: "per engine" }, lang);
