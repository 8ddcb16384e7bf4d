// The document model: a normalised trip (the output of the shared tripSchema) plus the computed
// fields of the wizard's summary, turned into the ready-to-print strings the Typst templates read
// from `sys.inputs.data`. `null` prints as a dash; the templates never see raw enum values.
import { cruiseDays, tidalPortsCount, type CrewMemberInput, type TripInput } from "../../../../validation/trip.ts";
import {
  captainRoleLabel, licenseLabel, opinionLabel, performanceLabel, resistanceLabel, roleLabel, seasicknessLabel, yesNo,
} from "./labels.ts";

/** What the documents are printed from: the normalised trip and, optionally, the captain's logo. */
export type DocumentTrip = TripInput & { captainLogo?: Uint8Array | null };

type Text = string | null;

export type PersonData = { name: string; license: Text; licenseNumber: Text; phone: Text; email: Text };
export type CrewRow = { name: string; license: Text; role: Text };
export type OpinionData = PersonData & {
  role: Text;
  opinion: Text;
  performance: Text;
  seasickness: Text;
  resistance: Text;
  notes: Text;
};

export type DocumentData = {
  /** Project path of the logo image inside the compiler's virtual file system, or null. */
  logo: Text;
  /** `grade`: licence and certificate number in one line. */
  captain: PersonData & { grade: Text };
  yacht: { name: string; registrationNumber: string; hullLength: Text; homePort: string; engines: Text; enginePower: Text };
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

/** '2026-07-01' → '01.07.2026' (pl-PL); anything else as given. */
export function formatDate(v: string | null | undefined): Text {
  const t = blank(v);
  const m = t === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : t;
}

/** A form number ('12.5') printed the Polish way ('12,5'); at most 2 decimals. */
export function formatNumber(v: string | number | null | undefined): Text {
  if (v == null || v === "") return null;
  const n = typeof v === "number" ? v : Number(String(v).replace(",", "."));
  if (!Number.isFinite(n)) return blank(String(v));
  return new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 2, useGrouping: false }).format(n);
}

const num = (v: string | null | undefined) => {
  const n = Number((v ?? "").replace(",", "."));
  return Number.isFinite(n) ? n : 0;
};

/** Hours underway: under sail + under engine (mooring does not count), without float noise. */
export const hoursUnderway = (t: Pick<TripInput, "sailingHours" | "engineHours">) =>
  Math.round((num(t.sailingHours) + num(t.engineHours)) * 10_000) / 10_000;

function visitedPort(p: TripInput["visitedPorts"][number]): string {
  const dates = [formatDate(p.arrivalDate), formatDate(p.departureDate)].filter((d) => d !== null);
  const extras = [...(dates.length ? [dates.join(" – ")] : []), ...(p.isTidalPort ? ["pływowy / tidal"] : [])];
  return extras.length ? `${p.name} (${extras.join(", ")})` : p.name;
}

const memberLicense = (m: CrewMemberInput) => licenseLabel(m.licenseType, m.otherLicense);

function opinionOf(m: CrewMemberInput): OpinionData {
  return {
    name: m.fullName,
    license: memberLicense(m),
    licenseNumber: blank(m.licenseNumber),
    phone: blank(m.phone),
    email: blank(m.email),
    role: roleLabel(m.role, m.otherRole),
    opinion: opinionLabel(m.captainOpinion),
    performance: performanceLabel(m.performance),
    seasickness: seasicknessLabel(m.seasickness),
    resistance: resistanceLabel(m.resistance),
    notes: blank(m.captainNotes),
  };
}

/** Builds the template data; `opinions` selects the crew members (by index) whose opinions print. */
export function documentData(trip: DocumentTrip, opts: { logo?: Text; opinions?: number[] } = {}): DocumentData {
  const captainName = `${trip.firstName} ${trip.lastName}`.trim();
  const license = licenseLabel(trip.licenseType, trip.otherLicense);
  const captain = {
    name: captainName,
    license,
    licenseNumber: blank(trip.licenseNumber),
    grade: joinLicense(license, blank(trip.licenseNumber)),
    phone: blank(trip.phone),
    email: blank(trip.email),
  };
  const days = cruiseDays(trip.embarkationDate, trip.disembarkationDate);
  const dates = [formatDate(trip.embarkationDate), formatDate(trip.disembarkationDate)].filter((d) => d !== null);
  return {
    logo: opts.logo ?? null,
    captain,
    yacht: {
      name: trip.yachtName,
      registrationNumber: trip.registrationNumber,
      hullLength: formatNumber(trip.hullLength),
      homePort: trip.homePort,
      engines: formatNumber(trip.enginesCount),
      enginePower: formatNumber(trip.enginePower),
    },
    voyage: {
      logbookNumber: blank(trip.logbookNumber),
      embarkation: { port: trip.embarkationPort, date: formatDate(trip.embarkationDate), tidal: yesNo(trip.isEmbarkationTidalPort) },
      disembarkation: {
        port: trip.disembarkationPort,
        date: formatDate(trip.disembarkationDate),
        tidal: yesNo(trip.isDisembarkationTidalPort),
      },
      visitedPorts: trip.visitedPorts.filter((p) => p.name.trim() !== "").map(visitedPort),
      tidalPortsCount: String(tidalPortsCount(trip)),
      days: days === null ? null : String(days),
      hoursTotal: formatNumber(hoursUnderway(trip)),
      hoursSail: formatNumber(trip.sailingHours),
      hoursEngine: formatNumber(trip.engineHours),
      hoursTidal: formatNumber(trip.tidalHours),
      hoursMooring: formatNumber(trip.mooringHours),
      distance: formatNumber(trip.distance),
    },
    crew: [
      { name: captainName, license: captain.grade, role: captainRoleLabel() },
      ...trip.crewMembers.map((m) => ({ name: m.fullName, license: joinLicense(memberLicense(m), blank(m.licenseNumber)), role: roleLabel(m.role, m.otherRole) })),
    ],
    captainNotes: blank(trip.captainNotes),
    opinions: (opts.opinions ?? []).map((i) => opinionOf(trip.crewMembers[i])),
    reference: [truncate(trip.yachtName, 40), dates.join(" – ")].filter(Boolean).join(" · "),
  };
}

const truncate = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

function joinLicense(license: Text, number: Text): Text {
  if (license === null) return number === null ? null : `nr ${number}`;
  return number === null ? license : `${license}, nr ${number}`;
}
