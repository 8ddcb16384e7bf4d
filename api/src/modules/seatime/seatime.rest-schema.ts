// The REST answers of sea time (snake_case, numbers as JSON numbers), one zod schema each: the
// mappers of seatime.json.ts / seatime.rest.ts are typed against them (z.infer) and the OpenAPI
// document describes them, so the two cannot drift; openapi.int.test.ts validates real answers.
import { z } from "zod";
import { day, int, s } from "../../openapi/fields.ts";
import { SEA_TIME_STATUSES } from "../../../../validation/seatime.ts";
import { LICENCE_CODES, MARK_NAMES } from "./licence-rules.ts";

const num = z.number();
const status = z.enum(SEA_TIME_STATUSES);
const progress = z.enum(["met", "missing", "unknown"]).describe("unknown: not met yet, but unmarked trips could count");

export const restTripMarksSchema = z
  .object({
    sea_voyage: z.boolean().nullable().describe("null: not marked"),
    in_command: z.boolean().nullable(),
    night_hours: num.nullable(),
    passages_over_60: int.nullable(),
  })
  .meta({ id: "SeaTimeMarks" });

/** The hours, miles and tidal ports that a trip counts and the totals add up. */
const hoursShape = {
  hours_underway: num,
  hours_sail: num,
  hours_engine: num,
  hours_tidal: num,
  hours_moored: num,
  miles: num,
  tidal_ports: int,
};

const totalsShape = {
  voyages: int,
  days: int,
  ...hoursShape,
  largest_yacht: z.object({ name: s, registration_number: s, hull_length: num }).nullable(),
};
export const restTotalsSchema = z.object(totalsShape).meta({ id: "SeaTimeTotals" });

export const restSeaTripSchema = z
  .object({
    id: s,
    status,
    year: int,
    embarkation_date: day,
    disembarkation_date: day,
    days: int,
    yacht_name: s,
    registration_number: s,
    hull_length: num,
    embarkation_port: s,
    disembarkation_port: s,
    visited_ports: z.array(s),
    ...hoursShape,
    marks: restTripMarksSchema,
  })
  .meta({ id: "SeaTimeTrip" });

export const restLicenceSchema = z
  .object({
    code: z.enum(LICENCE_CODES),
    name: s,
    met: z.boolean(),
    status: progress,
    source: s,
    requirements: z.array(
      z.object({
        key: s,
        label: s.describe("In the request's language"),
        done: num,
        required: num,
        unit: z.enum(["voyages", "h", "days", "NM", "%", "passages"]),
        met: z.boolean(),
        status: progress,
        missing: num,
        trip_ids: z.array(s),
        unmarked_trip_ids: z.array(s),
        marks: z.array(z.enum(MARK_NAMES)),
        source: s,
      }),
    ),
  })
  .meta({ id: "LicenceProgress" });

/** GET /api/sea-time. */
export const restSeaTimeSchema = z
  .object({
    success: z.literal(true),
    filter: z.object({ years: z.array(int), yacht: s.nullable(), statuses: z.array(status) }),
    today: day.describe("The Polish calendar day the totals were made for"),
    totals: restTotalsSchema,
    per_year: z.array(z.object({ year: int, ...totalsShape })),
    licences: z.array(restLicenceSchema),
    trips: z.array(restSeaTripSchema),
    available: z.object({ years: z.array(int), yachts: z.array(z.object({ registration_number: s, name: s, voyages: int })) }),
  })
  .meta({ id: "SeaTime" });

/** PUT /api/sea-time/marks/:tripId. */
export const restMarksAnswerSchema = z.object({ success: z.literal(true), message: s, marks: restTripMarksSchema });

const choice = z
  .union([z.boolean(), z.enum(["true", "false", ""])], { message: "seatime.marks.choice" })
  .nullish()
  .describe('null, absent or "": not known');
/**
 * PUT /api/sea-time/marks/:tripId's body (camelCase names are taken too); the route parses it with
 * this schema, the rules (hours, ranges) are the domain's. A mark left out is stored as unknown.
 */
export const restMarksBodySchema = z
  .object({
    sea_voyage: choice,
    in_command: choice,
    night_hours: z.union([num, s]).nullish().describe("Hours, a decimal comma is fine; not more than the trip's hours underway"),
    passages_over_60: z.union([int, s]).nullish().describe("0–999"),
  })
  .meta({ id: "SeaTimeMarkBody", example: { sea_voyage: true, in_command: true, night_hours: "2,5", passages_over_60: 1 } });

/** What a mapper returns: the answer schema's output type. */
export type RestOut<T extends z.ZodType> = z.infer<T>;
