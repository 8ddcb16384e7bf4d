// The document model: a trip (a new form parsed by the shared tripSchema, or a saved trip read as
// it was stored) plus the computed fields of the wizard's summary, turned into the ready-to-print
// strings the Typst templates read from `sys.inputs.data`, in the document's language. `null`
// leaves the field empty (room to write by hand); the templates never see raw enum values. Every
// text is cleaned of the characters the forms refuse on its way in (document-text.ts).
import { cruiseDays, hundredths, tidalPortsCount, type CrewMemberInput, type TripInput } from "../../../../validation/trip.ts";
import { cleanText, truncateText } from "./document-text.ts";
import {
  OPINION_SCALE,
  PERFORMANCE_SCALE,
  RESISTANCE_SCALE,
  SEASICKNESS_SCALE,
  DEFAULT_DOCUMENT_LANG,
  captainRoleLabel,
  grade,
  licenseLabel,
  noEngineLabel,
  perEngineLabel,
  roleLabel,
  tidalLabel,
  yesNo,
  type DocumentLang,
} from "./labels.ts";

type Loose<T, K extends keyof T> = Omit<T, K> & { [P in K]: string | null };
/** A crew member as printed: the enum fields may hold any stored text (older records print as saved). */
type DocumentCrewMember = Loose<CrewMemberInput, "role" | "licenseType" | "captainOpinion" | "performance" | "seasickness" | "resistance">;
/** What the documents are printed from: the trip and, optionally, the captain's logo. */
export type DocumentTrip = Omit<TripInput, "licenseType" | "crewMembers"> & {
  licenseType: string | null;
  crewMembers: DocumentCrewMember[];
  captainLogo?: Uint8Array | null;
};

type Text = string | null;

type PersonData = { name: string; license: Text; licenseNumber: Text; phone: Text; email: Text };
type CrewRow = { name: string; license: Text; role: Text };
/** One tick box of a grade: its printed option and whether it is ticked. */
type Tick = { label: string; checked: boolean };
type OpinionData = PersonData & {
  role: Text;
  grades: { opinion: Tick[]; performance: Tick[]; seasickness: Tick[]; resistance: Tick[] };
  notes: Text;
};

export type DocumentData = {
  /** pl, en or pl-en: the captions' language (templates) and the values' (here). */
  lang: DocumentLang;
  /** Project path of the logo image inside the compiler's virtual file system, or null. */
  logo: Text;
  /** The PDF's metadata: the captain as author, the yacht and dates as keywords. */
  meta: { author: string; keywords: string[] };
  /** `grade`: licence and certificate number in one line. */
  captain: PersonData & { grade: Text };
  /** `enginePower`: "55,5", "2 × 55,5 (na silnik / per engine)", "brak silnika / no engine", or null. */
  yacht: { name: string; registrationNumber: string; hullLength: Text; homePort: string; enginePower: Text };
  voyage: {
    logbookNumber: Text;
    embarkation: { port: string; date: Text; tidal: string };
    disembarkation: { port: string; date: Text; tidal: string };
    visitedPorts: string[];
    tidalPortsCount: string;
    days: Text;
    hoursTotal: Text;
    hoursSail: Text;
    hoursEngine: Text;
    hoursTidal: Text;
    hoursMooring: Text;
    distance: Text;
  };
  crew: CrewRow[];
  captainNotes: Text;
  /** The opinions to print (crew-opinion.typ prints one page set per entry). */
  opinions: OpinionData[];
  /** For the footer: yacht and dates. */
  reference: string;
};

/** Trimmed text with plain newlines, or null when empty. */
const blank = (v: string | null | undefined): Text => (v == null || v.trim() === "" ? null : v.trim().replace(/\r\n?/g, "\n"));

const dateParts = (v: string | null | undefined) => /^(\d{4})-(\d{2})-(\d{2})$/.exec((v ?? "").trim());

/** '2026-07-01' → '01.07.2026' (as on the forms, in every language); anything else as given. */
export function formatDate(v: string | null | undefined): Text {
  const m = dateParts(v);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : blank(v);
}

/** A port's stay, shortened the Polish way: '04–05.07.2026', '30.06.–02.07.2026', or one date. */
export function formatDateRange(from: string | null | undefined, to: string | null | undefined): Text {
  const [a, b] = [dateParts(from), dateParts(to)];
  if (!a || !b) return formatDate(from) ?? formatDate(to);
  if (a[0] === b[0]) return formatDate(from);
  if (a[1] !== b[1]) return `${formatDate(from)}–${formatDate(to)}`;
  return a[2] === b[2] ? `${a[3]}–${b[3]}.${b[2]}.${b[1]}` : `${a[3]}.${a[2]}.–${b[3]}.${b[2]}.${b[1]}`;
}

/**
 * A form number as the language prints it: decimal comma in Polish (and bilingual), decimal point
 * in English. New trips have at most 2 decimals; a trip stored before that rule prints as entered
 * (up to 4), so the printed parts still add up to the printed total.
 */
export function formatNumber(v: string | number | null | undefined, lang: DocumentLang = DEFAULT_DOCUMENT_LANG): Text {
  if (v == null || v === "") return null;
  const n = typeof v === "number" ? v : Number(String(v).replace(",", "."));
  if (!Number.isFinite(n)) return blank(String(v));
  return (lang === "en" ? ENGLISH_NUMBER : POLISH_NUMBER).format(n);
}

// Made once: a new Intl.NumberFormat per number was the largest cost of a PDF on the app's own thread.
const POLISH_NUMBER = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 4, useGrouping: false });
const ENGLISH_NUMBER = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 4, useGrouping: false });

const num = (v: string | null | undefined) => {
  const n = Number((v ?? "").replace(",", "."));
  return Number.isFinite(n) ? n : 0;
};

/** Hours underway: under sail + under engine (mooring does not count), without float noise. */
export const hoursUnderway = (t: Pick<TripInput, "sailingHours" | "engineHours">) => Math.round((num(t.sailingHours) + num(t.engineHours)) * 10_000) / 10_000;

/** A yacht number left at the form's default "0" means "not given": printed empty. */
const given = (v: string | null | undefined, lang: DocumentLang): Text => (num(v) > 0 ? formatNumber(v, lang) : null);

/** The engine power as the form's one field: per engine when there are several; "no engine" said so. */
function enginePower(trip: DocumentTrip, lang: DocumentLang): Text {
  const count = Math.trunc(num(trip.enginesCount));
  const power = given(trip.enginePower, lang);
  const ranOnEngine = (hundredths(trip.engineHours) ?? 0) > 0;
  if (count === 0 && power === null && !ranOnEngine) return noEngineLabel(lang);
  if (power === null) return null;
  return count >= 2 ? `${count} × ${power} (${perEngineLabel(lang)})` : power;
}

function visitedPort(p: DocumentTrip["visitedPorts"][number], lang: DocumentLang): string {
  const extras = [formatDateRange(p.arrivalDate, p.departureDate), p.isTidalPort ? tidalLabel(lang) : null].filter((x) => x !== null);
  return extras.length ? `${p.name} (${extras.join(", ")})` : p.name;
}

const memberLicense = (m: DocumentCrewMember, lang: DocumentLang) => licenseLabel(m.licenseType, m.otherLicense, lang);

function opinionOf(m: DocumentCrewMember, lang: DocumentLang): OpinionData {
  return {
    name: m.fullName,
    license: memberLicense(m, lang),
    licenseNumber: blank(m.licenseNumber),
    phone: blank(m.phone),
    email: blank(m.email),
    role: roleLabel(m.role ?? "", m.otherRole, lang),
    grades: {
      opinion: grade(OPINION_SCALE, m.captainOpinion ?? "", lang),
      performance: grade(PERFORMANCE_SCALE, m.performance ?? "", lang),
      seasickness: grade(SEASICKNESS_SCALE, m.seasickness ?? "", lang),
      resistance: grade(RESISTANCE_SCALE, m.resistance ?? "", lang),
    },
    notes: blank(m.captainNotes),
  };
}

type DocumentOptions = { logo?: Text; opinions?: number[]; lang?: DocumentLang };

/** Builds the template data; `opinions` selects the crew members (by index) whose opinions print. */
export function documentData(input: DocumentTrip, opts: DocumentOptions = {}): DocumentData {
  const trip = cleanText(input);
  const lang = opts.lang ?? DEFAULT_DOCUMENT_LANG;
  const captainName = `${trip.firstName} ${trip.lastName}`.trim();
  const license = licenseLabel(trip.licenseType, trip.otherLicense, lang);
  const captain = {
    name: captainName,
    license,
    licenseNumber: blank(trip.licenseNumber),
    grade: joinLicense(license, blank(trip.licenseNumber), lang),
    phone: blank(trip.phone),
    email: blank(trip.email),
  };
  const days = cruiseDays(trip.embarkationDate, trip.disembarkationDate);
  const dates = [formatDate(trip.embarkationDate), formatDate(trip.disembarkationDate)].filter((d) => d !== null);
  const n = (v: string | number | null | undefined) => formatNumber(v, lang);
  return {
    lang,
    logo: opts.logo ?? null,
    meta: { author: captainName, keywords: [trip.yachtName, trip.registrationNumber, ...dates].filter((k) => k.trim() !== "") },
    captain,
    yacht: {
      name: trip.yachtName,
      registrationNumber: trip.registrationNumber,
      hullLength: given(trip.hullLength, lang),
      homePort: trip.homePort,
      enginePower: enginePower(trip, lang),
    },
    voyage: {
      logbookNumber: blank(trip.logbookNumber),
      embarkation: { port: trip.embarkationPort, date: formatDate(trip.embarkationDate), tidal: yesNo(trip.isEmbarkationTidalPort, lang) },
      disembarkation: {
        port: trip.disembarkationPort,
        date: formatDate(trip.disembarkationDate),
        tidal: yesNo(trip.isDisembarkationTidalPort, lang),
      },
      visitedPorts: trip.visitedPorts.filter((p) => p.name.trim() !== "").map((p) => visitedPort(p, lang)),
      tidalPortsCount: String(tidalPortsCount(trip)),
      days: days === null ? null : String(days),
      hoursTotal: n(hoursUnderway(trip)),
      hoursSail: n(trip.sailingHours),
      hoursEngine: n(trip.engineHours),
      hoursTidal: n(trip.tidalHours),
      hoursMooring: n(trip.mooringHours),
      distance: n(trip.distance),
    },
    crew: [
      { name: captainName, license: captain.grade, role: captainRoleLabel(lang) },
      ...trip.crewMembers.map((m) => ({
        name: m.fullName,
        license: joinLicense(memberLicense(m, lang), blank(m.licenseNumber), lang),
        role: roleLabel(m.role ?? "", m.otherRole, lang),
      })),
    ],
    captainNotes: blank(trip.captainNotes),
    opinions: (opts.opinions ?? []).flatMap((i) => {
      const member = trip.crewMembers[i];
      return member ? [opinionOf(member, lang)] : [];
    }),
    reference: [truncate(trip.yachtName, 40), dates.join(" – ")].filter(Boolean).join(" · "),
  };
}

const truncate = truncateText;

function joinLicense(license: Text, number: Text, lang: DocumentLang): Text {
  const no = lang === "en" ? "No." : "nr";
  if (license === null) return number === null ? null : `${no} ${number}`;
  return number === null ? license : `${license}, ${no} ${number}`;
}
