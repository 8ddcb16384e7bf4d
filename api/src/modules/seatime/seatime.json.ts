// The REST shape of sea time (snake_case, numbers as JSON numbers) and the translated names of
// licences and requirements, shared by REST, GraphQL and the statement PDF.
import { translate, type Lang } from "../../../../validation/messages.ts";
import type { LicenceProgress, RequirementProgress } from "./licence-progress.ts";
import { toNumber } from "./quantity.ts";
import { underway, type SeaTrip, type TripMarks } from "./sea-trip.ts";
import type { Totals } from "./sea-time-totals.ts";
import type { SeaTimeReport } from "./seatime.service.ts";
import type { RestOut, restLicenceSchema, restSeaTimeSchema, restSeaTripSchema, restTotalsSchema, restTripMarksSchema } from "./seatime.rest-schema.ts";

const numberFormat = (lang: Lang) => new Intl.NumberFormat(lang === "pl" ? "pl-PL" : "en-GB", { maximumFractionDigits: 2 });

export const licenceName = (lang: Lang, code: string) => translate(lang, `seatime.licence.${code}`);

/** 'Hours in sole command of a yacht over 7.5 m' — the thresholds inside come from the rule table. */
export function requirementLabel(lang: Lang, r: Pick<RequirementProgress, "key" | "params">): string {
  const fmt = numberFormat(lang);
  const values = Object.fromEntries(Object.entries(r.params).map(([k, v]) => [k, typeof v === "number" ? fmt.format(v) : v]));
  return translate(lang, `seatime.requirement.${r.key}`, values);
}

const totalsJson = (t: Totals): RestOut<typeof restTotalsSchema> => ({
  voyages: t.voyages,
  days: t.days,
  hours_underway: t.hoursUnderway,
  hours_sail: t.hoursSail,
  hours_engine: t.hoursEngine,
  hours_tidal: t.hoursTidal,
  hours_moored: t.hoursMoored,
  miles: t.miles,
  tidal_ports: t.tidalPorts,
  largest_yacht: t.largestYacht
    ? { name: t.largestYacht.name, registration_number: t.largestYacht.registrationNumber, hull_length: t.largestYacht.hullLength }
    : null,
});

/** A trip's marks (REST; night hours as a number). */
export const marksJson = (m: TripMarks): RestOut<typeof restTripMarksSchema> => ({
  sea_voyage: m.seaVoyage,
  in_command: m.inCommand,
  night_hours: m.nightHours === null ? null : toNumber(m.nightHours),
  passages_over_60: m.passagesOver60,
});

const seaTripJson = (t: SeaTrip): RestOut<typeof restSeaTripSchema> => ({
  id: t.id,
  status: t.status,
  year: t.year,
  embarkation_date: t.embarkationDate,
  disembarkation_date: t.disembarkationDate,
  days: t.days,
  yacht_name: t.yachtName,
  registration_number: t.registrationNumber,
  hull_length: toNumber(t.hullLength),
  embarkation_port: t.embarkationPort,
  disembarkation_port: t.disembarkationPort,
  visited_ports: t.visitedPorts,
  hours_underway: toNumber(underway(t)),
  hours_sail: toNumber(t.sail),
  hours_engine: toNumber(t.engine),
  hours_tidal: toNumber(t.tidal),
  hours_moored: toNumber(t.moored),
  miles: toNumber(t.miles),
  tidal_ports: t.tidalPorts,
  marks: marksJson(t.marks),
});

const licenceJson = (lang: Lang, l: LicenceProgress): RestOut<typeof restLicenceSchema> => ({
  code: l.code,
  name: licenceName(lang, l.code),
  met: l.met,
  status: l.status,
  source: l.source,
  requirements: l.requirements.map((r) => ({
    key: r.key,
    label: requirementLabel(lang, r),
    done: r.done,
    required: r.required,
    unit: r.unit,
    met: r.met,
    status: r.status,
    missing: r.missing,
    trip_ids: r.tripIds,
    unmarked_trip_ids: r.unmarkedTripIds,
    marks: r.marks,
    source: r.source,
  })),
});

/** GET /api/sea-time: `{ success, totals, per_year, licences }` plus the trips and filter choices. */
export function seaTimeJson(lang: Lang, r: SeaTimeReport): RestOut<typeof restSeaTimeSchema> {
  return {
    success: true,
    filter: { years: r.filter.years, yacht: r.filter.yacht, statuses: r.filter.statuses },
    today: r.today,
    totals: totalsJson(r.totals),
    per_year: r.perYear.map((y) => ({ year: y.year, ...totalsJson(y) })),
    licences: r.licences.map((l) => licenceJson(lang, l)),
    trips: r.trips.map(seaTripJson),
    available: {
      years: r.available.years,
      yachts: r.available.yachts.map((y) => ({ registration_number: y.registrationNumber, name: y.name, voyages: y.voyages })),
    },
  };
}
