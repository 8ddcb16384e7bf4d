// GET /api/account/export's archive (snake_case, with the trip log's own camelCase event data): one
// zod schema, field by field. export.service.ts's `account` is typed against it and the OpenAPI
// document describes it; openapi.int.test.ts validates a real archive (every event type) with it.
import { z } from "zod";
import { captainProfileSchema, userSchema, yachtSchema } from "../../openapi/schemas.ts";
import { EVENT_DATA_SCHEMAS, metadataV1, tripSnapshotV1 } from "../trips/events/schemas.ts";
import { restTripSchema } from "../trips/trip.rest-schema.ts";

const s = z.string();
const int = z.number().int();
const at = z.iso.datetime();

const snapshot = tripSnapshotV1.shape;
/** A trip field's value in a TripUpdated change: text, an empty field (null), a tidal flag, or a whole list. */
const fieldValue = z.union([s, z.null(), z.boolean(), snapshot.visitedPorts, snapshot.crewMembers]);
const tripFieldNames = Object.keys(snapshot) as [keyof typeof snapshot, ...(keyof typeof snapshot)[]];

/** One event of a trip's log as the app reads it today (older versions upcast, see events/upcast.ts). */
const event = <T extends string, D extends z.ZodType>(type: T, data: D, description: string) =>
  z
    .object({
      version: int.describe("1, 2, … in the trip's log"),
      type: z.literal(type),
      occurred_at: s.describe("ISO 8601, when it was recorded"),
      data,
      metadata: metadataV1.describe("Who recorded it (actorId, actorRole), the request, and for an imported trip its file and row"),
    })
    .describe(description);

const tripEventSchema = z
  .discriminatedUnion("type", [
    event("TripCreated", EVENT_DATA_SCHEMAS.TripCreated[1], "The trip as first recorded (or imported)."),
    event(
      "TripUpdated",
      z.object({ changes: z.array(z.object({ path: z.enum(tripFieldNames), before: fieldValue, after: fieldValue })) }),
      "The fields an edit changed, each with its value before and after.",
    ),
    event("TripStatusChanged", EVENT_DATA_SCHEMAS.TripStatusChanged[1], "The trip's status, from and to."),
    event("TripDeleted", z.strictObject({}), "The trip was deleted (it can be restored)."),
    event("TripRestored", EVENT_DATA_SCHEMAS.TripRestored[1], "Staff restored the trip; the reversal fee it owes."),
  ])
  .meta({ id: "TripEvent" });

export const accountArchiveSchema = z
  .object({
    format: z.literal("zeglog.account"),
    version: z.literal(1),
    exported_at: at,
    account: userSchema,
    captain_profile: captainProfileSchema
      .extend({
        logo: z
          .object({ content_type: z.literal("image/png"), base64: s })
          .nullable()
          .describe("The logo itself, as the documents print it"),
      })
      .nullable(),
    subscriptions: z.array(z.object({ id: s, status: s, provider: s.nullable(), starts_at: at, ends_at: at, created_at: at })),
    reversal_fees: z.array(
      z
        .object({ id: s, trip_id: s, amount_grosze: int.describe("1000 = 10.00"), currency: s, status: s, created_at: at })
        .describe("Fees for trips staff restored"),
    ),
    yachts: z.array(yachtSchema),
    sea_time_marks: z.array(
      z.object({
        trip_id: s,
        sea_voyage: z.boolean().nullable().describe("null: not answered yet"),
        in_command: z.boolean().nullable(),
        night_hours: z.number().nullable(),
        passages_over_60: int.nullable(),
        updated_at: at,
      }),
    ),
    trips: z
      .array(
        restTripSchema.extend({
          deleted_at: at.nullable(),
          events: z.array(tripEventSchema).describe("The trip's whole log, oldest first"),
        }),
      )
      .describe("Every trip, deleted ones too, oldest embarkation first"),
  })
  .meta({ id: "AccountArchive", description: "The account's whole data: a file to keep, and to import trips from (POST /api/sailing-trips/import)." });

export type AccountArchive = z.input<typeof accountArchiveSchema>;
