// The stored shape of every trip event, one zod schema per event type and schema version. These
// are READ schemas: lenient, they take what was stored as it was (a missing text is "", a missing
// flag false, a number typed as a number becomes its text) and never apply today's form rules —
// those belong to the commands (validation/trip.ts). A schema, once an event of its version has
// been stored, never changes; a new shape is a new version with an upcaster (upcast.ts).
import { z } from "zod";

/** Text as stored; null, missing or a non-text value → "" (numbers and flags keep their text). */
const text = z.preprocess((v) => (typeof v === "number" || typeof v === "boolean" ? String(v) : v), z.string().catch(""));
/** Optional text as stored; blank or missing → null. */
const optionalText = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : typeof v === "string" && v.trim() !== "" ? v : null),
  z.string().nullable().catch(null),
);
const flag = z.preprocess((v) => v === true || v === "true" || v === 1 || v === "1" || v === "on", z.boolean());
/** 'YYYY-MM-DD' (a stored date-time keeps its date part). */
const day = z.preprocess((v) => (typeof v === "string" ? v.trim().slice(0, 10) : v), z.string().catch(""));
const optionalDay = z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, 10) : null), z.string().nullable().catch(null));
/** Ids of ports and crew members; a missing one is given a stable id when read (see upcast.ts). */
const id = z.string().catch("");

const visitedPortV1 = z.object({ id, name: text, isTidalPort: flag, arrivalDate: optionalDay, departureDate: optionalDay });

const crewMemberV1 = z.object({
  id,
  fullName: text,
  email: optionalText,
  phone: optionalText,
  role: text,
  otherRole: optionalText,
  licenseType: optionalText,
  otherLicense: optionalText,
  licenseNumber: optionalText,
  captainOpinion: text,
  performance: text,
  seasickness: text,
  resistance: text,
  captainNotes: optionalText,
});

const list = <T extends z.ZodType>(item: T) => z.preprocess((v) => (Array.isArray(v) ? (v as unknown[]) : []), z.array(item));

/** A whole trip as stored in TripCreated (v1) and TripUpdated (v1): the wizard's fields with ids. */
export const tripSnapshotV1 = z.object({
  firstName: text,
  lastName: text,
  email: optionalText,
  phone: text,
  licenseType: text,
  licenseNumber: text,
  otherLicense: optionalText,
  yachtName: text,
  registrationNumber: text,
  homePort: text,
  hullLength: text,
  enginesCount: text,
  enginePower: text,
  embarkationPort: text,
  isEmbarkationTidalPort: flag,
  disembarkationPort: text,
  isDisembarkationTidalPort: flag,
  visitedPorts: list(visitedPortV1),
  distance: text,
  embarkationDate: day,
  disembarkationDate: day,
  sailingHours: text,
  engineHours: text,
  mooringHours: text,
  tidalHours: text,
  logbookNumber: optionalText,
  captainNotes: optionalText,
  crewMembers: list(crewMemberV1),
});
export type TripSnapshotV1 = z.output<typeof tripSnapshotV1>;

const status = z.string();

export const metadataV1 = z.object({
  actorId: z.string(),
  actorRole: z.enum(["captain", "staff"]).catch("captain"),
  requestId: z.string().catch(""),
  occurredAt: z.string(),
  imported: z.literal(true).optional().catch(undefined),
  importSource: z
    .object({ fileName: z.string(), format: z.enum(["csv", "json"]), row: z.number() })
    .optional()
    .catch(undefined),
});

/** One changed field of a TripUpdated (v2): `path` is the field's name; lists change as a whole. */
const tripChangeV2 = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });

/** Every (type, version) ever stored, with its data schema. */
export const EVENT_DATA_SCHEMAS = {
  TripCreated: {
    1: z.object({ tripId: z.string(), ownerId: z.string(), status, trip: tripSnapshotV1 }),
  },
  TripUpdated: {
    /** The whole trip after the edit. */
    1: z.object({ trip: tripSnapshotV1 }),
    /** What the edit changed, field by field. */
    2: z.object({ changes: z.array(tripChangeV2) }),
  },
  TripStatusChanged: {
    1: z.object({ from: status, to: status }),
  },
  TripDeleted: {
    1: z.object({}).catch({}),
  },
  TripRestored: {
    1: z.object({ feeId: z.string(), amountGrosze: z.number().int().catch(1000), currency: z.string().catch("PLN") }),
  },
} as const;

type StoredEventType = keyof typeof EVENT_DATA_SCHEMAS;

/** The schema version new events of each type are written with. */
export const CURRENT_SCHEMA_VERSION = {
  TripCreated: 1,
  TripUpdated: 2,
  TripStatusChanged: 1,
  TripDeleted: 1,
  TripRestored: 1,
} as const satisfies { [K in StoredEventType]: keyof (typeof EVENT_DATA_SCHEMAS)[K] };
