// The REST trip wire format (product spec §7, snake_case) as zod schemas: what tripJson answers and
// what a POST/PUT body may hold. The OpenAPI document is generated from these, and the routes parse
// with them, so the document cannot drift from the code.
import { z } from "zod";
import { TRIP_STATUSES } from "../../../../validation/trip.ts";

const text = z.string().nullable();
const day = z.iso.date().nullable().describe("YYYY-MM-DD");
const decimal = z.string().nullable().describe('A decimal number as text, e.g. "12.5"');

const restPortSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_tidal: z.boolean(),
  arrival_date: day,
  departure_date: day,
});

const restCrewSchema = z.object({
  id: z.string(),
  name: z.string().describe("Full name"),
  role: z.string().describe("A crew role, or the free text of `other_role`"),
  other_role: text,
  license: text.describe("The licence, or the free text of `other_license`"),
  license_type: text,
  other_license: text,
  license_number: text,
  email: text,
  phone: text,
  captain_opinion: text,
  performance: text,
  seasickness: text,
  resistance: text,
  captain_notes: text,
});

/** The example captain, as the trip answer shows them and as a trip body sends them. */
const EXAMPLE_CAPTAIN = {
  first_name: "Anna",
  last_name: "Nowak",
  email: "anna@example.pl",
  phone: "+48 600 100 200",
  license_type: "pzz-jsm",
  license_number: "JSM/123/2020",
};

const EXAMPLE = {
  id: "cm3trip0000000000000000001",
  status: "completed",
  version: 2,
  created_at: "2026-07-01T08:00:00.000Z",
  updated_at: "2026-07-09T18:30:00.000Z",
  captain: { ...EXAMPLE_CAPTAIN, other_license: null },
  license_type: "pzz-jsm",
  license_number: "JSM/123/2020",
  other_license: null,
  yacht_name: "Zawisza",
  registration_number: "POL-123",
  home_port: "Gdynia",
  hull_length: "12.5",
  engines_count: "1",
  engine_power: "40",
  embarkation_port: "Gdynia",
  is_embarkation_tidal_port: false,
  disembarkation_port: "Cuxhaven",
  is_disembarkation_tidal_port: true,
  visited_ports: [{ id: "cm3port000000000000000001", name: "Kilonia", is_tidal: false, arrival_date: "2026-07-04", departure_date: "2026-07-05" }],
  distance: "412",
  embarkation_date: "2026-07-01",
  disembarkation_date: "2026-07-09",
  cruise_days: 8,
  sailing_hours: "96",
  engine_hours: "12",
  mooring_hours: "40",
  tidal_hours: "6",
  tidal_ports_count: 1,
  logbook_number: "2026/7",
  captain_notes: null,
  crew_members: [
    {
      id: "cm3crew000000000000000001",
      name: "Ewa Ślązak",
      role: "first_officer",
      other_role: null,
      license: "pzz-zj",
      license_type: "pzz-zj",
      other_license: null,
      license_number: null,
      email: null,
      phone: null,
      captain_opinion: "positive",
      performance: "very_good",
      seasickness: "none",
      resistance: "good",
      captain_notes: null,
    },
  ],
};

/** "Trip (server)" of spec §3 as the REST shim answers it. */
export const restTripSchema = z
  .object({
    id: z.string(),
    status: z.enum(TRIP_STATUSES),
    version: z.number().int().describe("Send it back as `expected_version` on PUT to be told of a concurrent change (409)."),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    captain: z.object({ first_name: text, last_name: text, email: text, phone: text, license_type: text, license_number: text, other_license: text }),
    license_type: text,
    license_number: text,
    other_license: text,
    yacht_name: text,
    registration_number: text,
    home_port: text,
    hull_length: decimal,
    engines_count: z.string().nullable().describe("An integer as text"),
    engine_power: decimal,
    embarkation_port: text,
    is_embarkation_tidal_port: z.boolean(),
    disembarkation_port: text,
    is_disembarkation_tidal_port: z.boolean(),
    visited_ports: z.array(restPortSchema),
    distance: decimal,
    embarkation_date: day,
    disembarkation_date: day,
    cruise_days: z.number().int(),
    sailing_hours: decimal,
    engine_hours: decimal,
    mooring_hours: decimal,
    tidal_hours: decimal,
    tidal_ports_count: z.number().int(),
    logbook_number: text,
    captain_notes: text,
    crew_members: z.array(restCrewSchema),
  })
  .meta({ id: "SailingTrip", example: EXAMPLE });

export type RestTrip = z.input<typeof restTripSchema>;

const num = z.union([z.number(), z.string()]).nullish();
const str = z.string().nullish();
const flag = z.union([z.boolean(), z.string(), z.number()]).nullish();

const bodyPort = z.union([
  z.string().describe("Just the port's name"),
  z.looseObject({ id: str, name: str, is_tidal: flag, arrival_date: str, departure_date: str }),
]);

const bodyCrew = z.looseObject({
  id: str,
  name: str.describe("Full name (or first_name + last_name)"),
  first_name: str,
  last_name: str,
  role: str,
  other_role: str,
  license: str,
  license_type: str,
  other_license: str,
  license_number: str,
  email: str,
  phone: str,
  captain_opinion: str,
  performance: str,
  seasickness: str,
  resistance: str,
  captain_notes: str,
});

/**
 * A POST/PUT body. Field types are checked here (a wrong type is a 422 naming the field); the rules
 * (required fields, ranges, dates in order) are the domain schema's, checked by the command. The
 * camelCase names of the form are accepted too.
 */
export const restTripBodySchema = z
  .looseObject({
    first_name: str,
    last_name: str,
    email: str,
    phone: str,
    license_type: str,
    license_number: str,
    other_license: str,
    captain: z.looseObject({ first_name: str, last_name: str, email: str, phone: str, license_type: str, license_number: str, other_license: str }).nullish(),
    yacht_name: str,
    registration_number: str,
    home_port: str,
    hull_length: num,
    engines_count: num,
    engine_power: num,
    embarkation_port: str,
    is_embarkation_tidal_port: flag,
    disembarkation_port: str,
    is_disembarkation_tidal_port: flag,
    distance: num,
    embarkation_date: str,
    disembarkation_date: str,
    sailing_hours: num,
    engine_hours: num,
    mooring_hours: num,
    tidal_hours: num,
    confirm_tidal_without_ports: flag,
    logbook_number: str,
    captain_notes: str,
    visited_ports: z.array(bodyPort).nullish(),
    crew_members: z.array(bodyCrew).nullish(),
    expected_version: num.describe("PUT only: the version you read; a newer stored one answers 409."),
  })
  .meta({
    id: "SailingTripBody",
    example: {
      ...EXAMPLE_CAPTAIN,
      yacht_name: "Zawisza",
      registration_number: "POL-123",
      home_port: "Gdynia",
      hull_length: "12.5",
      engines_count: 1,
      engine_power: "40",
      embarkation_port: "Gdynia",
      disembarkation_port: "Hel",
      embarkation_date: "2026-07-01",
      disembarkation_date: "2026-07-03",
      distance: "48",
      sailing_hours: "20",
      engine_hours: "2",
      mooring_hours: "24",
      visited_ports: [{ name: "Jastarnia", is_tidal: false }],
      crew_members: [
        { name: "Ewa Ślązak", role: "first_officer", captain_opinion: "positive", performance: "very_good", seasickness: "none", resistance: "good" },
      ],
    },
  });

export const restTripStatusBodySchema = z
  .object({ status: z.enum(TRIP_STATUSES, { message: "validation.trip.status.invalid" }) })
  .meta({ id: "SailingTripStatusBody", example: { status: "completed" } });
