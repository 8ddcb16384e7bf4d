// The wording printed on the documents for the trip's values, in the document's language: Polish,
// English or both ("pl / en", the bilingual PZŻ forms, ../shared/research/official-forms.md). The
// grades of the crew opinion are the form's tick-box options, in the form's own words. A stored
// value this code does not know (an older record) prints as it was saved, never as a crash.
import { OTHER } from "../../../../validation/trip.ts";

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

/** A licence by its name and, in brackets after it, the body that issues it. */
const LICENSES: Record<string, Label & { body?: string }> = {
  "pzz-kj": { pl: "Kapitan jachtowy", en: "Yacht Captain", body: "PZŻ" },
  "pzz-jsm": { pl: "Jachtowy sternik morski", en: "Sea Yacht Skipper", body: "PZŻ" },
  "pzz-zj": { pl: "Żeglarz jachtowy", en: "Yacht Sailor", body: "PZŻ" },
  "rya-ocean": { pl: "RYA Yachtmaster Ocean", en: "RYA Yachtmaster Ocean" },
  "rya-offshore": { pl: "RYA Yachtmaster Offshore", en: "RYA Yachtmaster Offshore" },
  "rya-coastal": { pl: "RYA Yachtmaster Coastal", en: "RYA Yachtmaster Coastal" },
  "pzmwinw-sm": { pl: "Sternik motorowodny", en: "Motorboat Helmsman", body: "PZMWiNW" },
  "pzmwinw-msm": { pl: "Motorowodny sternik morski", en: "Sea Motorboat Skipper", body: "PZMWiNW" },
  "pzmwinw-km": { pl: "Kapitan motorowodny", en: "Motorboat Captain", body: "PZMWiNW" },
  "pzmwinw-mm": { pl: "Mechanik motorowodny", en: "Motorboat Mechanic", body: "PZMWiNW" },
  "hr-a": { pl: "Voditelj brodice kat. A", en: "Croatian Boat Skipper cat. A", body: "HR" },
  "hr-b": { pl: "Voditelj brodice kat. B", en: "Croatian Boat Skipper cat. B", body: "HR" },
  "hr-c": { pl: "Voditelj brodice kat. C", en: "Croatian Boat Skipper cat. C", body: "HR" },
  ice_yacht_helmsman: { pl: "Sternik jachtu lodowego", en: "Ice Yacht Helmsman" },
  inland_skipper: { pl: "Sternik śródlądowy", en: "Inland Skipper" },
  motorboat_captain: { pl: "Kapitan motorowodny", en: "Motorboat Captain" },
  motorboat_skipper: { pl: "Sternik motorowodny", en: "Motorboat Skipper" },
  yacht_captain: { pl: "Kapitan jachtowy", en: "Yacht Captain" },
  yacht_skipper: { pl: "Jachtowy sternik morski", en: "Yacht Skipper" },
  jachtowy_sternik_morski: { pl: "Jachtowy sternik morski", en: "Sea Yacht Skipper" },
  kapitan_jachtowy: { pl: "Kapitan jachtowy", en: "Yacht Captain" },
  starszy_oficer: { pl: "Starszy oficer", en: "Chief Officer" },
  kapitan_motorowodny: { pl: "Kapitan motorowodny", en: "Motorboat Captain" },
};

const ROLES: Record<string, Label> = {
  crew: { pl: "Członek załogi", en: "Crew member" },
  first_officer: { pl: "I oficer", en: "First officer" },
  second_officer: { pl: "II oficer", en: "Second officer" },
  third_officer: { pl: "III oficer", en: "Third officer" },
  mechanic: { pl: "Mechanik", en: "Engineer" },
  steward: { pl: "Intendent", en: "Steward" },
};

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
  const label = lookup(LICENSES, type);
  if (!label) return type;
  return label.body ? `${say(label, lang)} (${label.body})` : say(label, lang);
}

export function roleLabel(role: string, other: string | null, lang: DocumentLang): string | null {
  if (role === OTHER) return other;
  const label = lookup(ROLES, role);
  return label ? say(label, lang) : role.trim() || null;
}

export const captainRoleLabel = (lang: DocumentLang) => say({ pl: "Kapitan", en: "Skipper" }, lang);
export const yesNo = (v: boolean, lang: DocumentLang) => say(v ? { pl: "TAK", en: "YES" } : { pl: "NIE", en: "NO" }, lang);
export const tidalLabel = (lang: DocumentLang) => say({ pl: "pływowy", en: "tidal" }, lang);
export const noEngineLabel = (lang: DocumentLang) => say({ pl: "brak silnika", en: "no engine" }, lang);
export const perEngineLabel = (lang: DocumentLang) => say({ pl: "na silnik", en: "per engine" }, lang);
