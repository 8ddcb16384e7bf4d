// The wording printed on the documents for the trip's enum values: Polish / English, as on the
// bilingual PZŻ forms (../shared/research/official-forms.md). `null` prints as a dash.
import type {
  CaptainOpinion, CrewRole, LicenseType, Performance, Resistance, Seasickness,
} from "../../../../validation/trip.ts";

type Label = { pl: string; en: string } | null;

const both = (l: Label): string | null => (l === null ? null : l.pl === l.en ? l.pl : `${l.pl} / ${l.en}`);

const LICENSES: Record<Exclude<LicenseType, "_other">, Label> = {
  "pzz-kj": { pl: "Kapitan jachtowy (PZŻ)", en: "Yacht Captain" },
  "pzz-jsm": { pl: "Jachtowy sternik morski (PZŻ)", en: "Sea Yacht Skipper" },
  "pzz-zj": { pl: "Żeglarz jachtowy (PZŻ)", en: "Yacht Sailor" },
  "rya-ocean": { pl: "RYA Yachtmaster Ocean", en: "RYA Yachtmaster Ocean" },
  "rya-offshore": { pl: "RYA Yachtmaster Offshore", en: "RYA Yachtmaster Offshore" },
  "rya-coastal": { pl: "RYA Yachtmaster Coastal", en: "RYA Yachtmaster Coastal" },
  "pzmwinw-sm": { pl: "Sternik motorowodny (PZMWiNW)", en: "Motorboat Helmsman" },
  "pzmwinw-msm": { pl: "Motorowodny sternik morski (PZMWiNW)", en: "Sea Motorboat Skipper" },
  "pzmwinw-km": { pl: "Kapitan motorowodny (PZMWiNW)", en: "Motorboat Captain" },
  "pzmwinw-mm": { pl: "Mechanik motorowodny (PZMWiNW)", en: "Motorboat Mechanic" },
  "hr-a": { pl: "Voditelj brodice kat. A (HR)", en: "Croatian Boat Skipper cat. A" },
  "hr-b": { pl: "Voditelj brodice kat. B (HR)", en: "Croatian Boat Skipper cat. B" },
  "hr-c": { pl: "Voditelj brodice kat. C (HR)", en: "Croatian Boat Skipper cat. C" },
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

const ROLES: Record<Exclude<CrewRole, "_other">, Label> = {
  crew: { pl: "Członek załogi", en: "Crew member" },
  first_officer: { pl: "I oficer", en: "First officer" },
  second_officer: { pl: "II oficer", en: "Second officer" },
  third_officer: { pl: "III oficer", en: "Third officer" },
  mechanic: { pl: "Mechanik", en: "Engineer" },
  steward: { pl: "Intendent", en: "Steward" },
};

const OPINIONS: Record<CaptainOpinion, Label> = {
  positive: { pl: "pozytywna", en: "positive" },
  negative: { pl: "negatywna", en: "negative" },
  unknown: null,
};

// The form offers four grades; the older values of the detail view map onto the nearest one.
const VERY_GOOD = { pl: "bardzo dobrze", en: "very good" };
const SUFFICIENT = { pl: "dostatecznie", en: "sufficient" };
const INSUFFICIENT = { pl: "niedostatecznie", en: "insufficient" };
const PERFORMANCE: Record<Performance, Label> = {
  very_good: VERY_GOOD,
  excellent: VERY_GOOD,
  good: { pl: "dobrze", en: "good" },
  sufficient: SUFFICIENT,
  average: SUFFICIENT,
  insufficient: INSUFFICIENT,
  poor: INSUFFICIENT,
  unknown: null,
};

const SEASICKNESS: Record<Seasickness, Label> = {
  none: { pl: "nie chorował(a)", en: "none" },
  severe: { pl: "choroba morska poważna", en: "seriously ill" },
  mild: { pl: "chorował(a), ale zdolny(-a) do pracy", en: "ill but able to work" },
  unknown: null,
};

const RESISTANCE: Record<Resistance, Label> = {
  good: { pl: "dobra", en: "good" },
  sufficient: { pl: "dostateczna", en: "sufficient" },
  insufficient: { pl: "niedostateczna", en: "insufficient" },
  not_tested: { pl: "nie sprawdzono", en: "not tested" },
  unknown: null,
};

const CAPTAIN = { pl: "Kapitan", en: "Skipper" };

/** The licence's printed name; `_other` prints the captain's own text. */
export function licenseLabel(type: LicenseType | null, other: string | null): string | null {
  if (type === null) return null;
  return type === "_other" ? other : both(LICENSES[type]);
}

export function roleLabel(role: CrewRole, other: string | null): string | null {
  return role === "_other" ? other : both(ROLES[role]);
}

export const captainRoleLabel = () => both(CAPTAIN);
export const opinionLabel = (v: CaptainOpinion) => both(OPINIONS[v]);
export const performanceLabel = (v: Performance) => both(PERFORMANCE[v]);
export const seasicknessLabel = (v: Seasickness) => both(SEASICKNESS[v]);
export const resistanceLabel = (v: Resistance) => both(RESISTANCE[v]);
export const yesNo = (v: boolean) => (v ? "TAK / YES" : "NIE / NO");
