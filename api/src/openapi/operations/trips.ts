// /api/sailing-trips and its documents, export and import.
import { z } from "zod";
import { tripSchema } from "../../../../validation/trip.ts";
import { restTripBodySchema, restTripSchema, restTripStatusBodySchema } from "../../modules/trips/trip.rest-schema.ts";
import { TRIP_SORTS } from "../../modules/trips/trips.read.ts";
import { accountArchiveSchema } from "../../modules/transfer/export.rest-schema.ts";
import { restImportPreviewSchema, restImportResultSchema } from "../../modules/transfer/import.rest-schema.ts";
import type { Operations } from "../operation.ts";
import { fileBody, pdf } from "../schemas.ts";
import { answer, done, group, jsonBody, multipart } from "./helpers.ts";

const tripAnswer = (message: boolean) => z.object({ success: z.literal(true), ...(message ? { message: z.string() } : {}), sailing_trip: restTripSchema });
const lang = z.object({ lang: z.enum(["pl", "en"]).optional().describe("The document's language (default pl).") });
/** A captain's PDF of one of their trips, in the language asked for. */
const tripPdf = (summary: string) => ({ summary, query: lang, ok: { 200: pdf }, errors: [401, 403, 404] });

export const tripOperations: Operations = {
  ...group("trips", "captain", {
    "GET /api/sailing-trips": {
      summary: "List the captain's trips",
      query: z.object({
        search: z.string().optional().describe("Words found in ports, yacht, crew or notes"),
        sort: z.enum([...TRIP_SORTS, "embarkation_date", "created_at"]).optional(),
        order: z.enum(["asc", "desc"]).optional(),
      }),
      ok: {
        200: answer(
          "The trips, newest embarkation first by default.",
          z.object({ success: z.literal(true), sailing_trips: z.array(restTripSchema), total: z.number().int() }),
        ),
      },
      errors: [401, 403],
    },
    "POST /api/sailing-trips": {
      summary: "Create a trip",
      body: jsonBody(restTripBodySchema),
      ok: { 201: answer("Created.", tripAnswer(true).extend({ data: z.object({ id: z.string() }) })) },
      errors: [400, 401, 403, 413, 422],
    },
    "GET /api/sailing-trips/:id": {
      summary: "Read one trip",
      ok: { 200: answer("The trip.", tripAnswer(false)) },
      errors: [401, 403, 404],
    },
    "PUT /api/sailing-trips/:id": {
      summary: "Replace a trip's data",
      body: jsonBody(restTripBodySchema),
      ok: { 200: answer("Saved.", tripAnswer(true)) },
      errors: [400, 401, 403, 404, 409, 413, 422],
    },
    "DELETE /api/sailing-trips/:id": {
      summary: "Delete a trip (it can be restored)",
      ok: { 200: done("Deleted.") },
      errors: [401, 403, 404],
    },
    "PATCH /api/sailing-trips/:id/status": {
      summary: "Change a trip's status",
      body: jsonBody(restTripStatusBodySchema),
      ok: { 200: answer("Changed.", tripAnswer(true)) },
      errors: [400, 401, 403, 404, 422],
    },
  }),
  ...group("transfer", "captain", {
    "GET /api/sailing-trips/export": {
      summary: "Export every trip (CSV or JSON)",
      query: z.object({ format: z.enum(["csv", "json"]).optional() }),
      ok: { 200: { description: "The file (attachment).", contentType: "text/csv" } },
      errors: [400, 401, 403],
    },
    "POST /api/sailing-trips/import": {
      summary: "Import trips from a CSV or JSON file (Premium)",
      query: z.object({ dry_run: z.enum(["true", "false", "1", "0"]).optional().describe("Only preview the rows") }),
      body: multipart(fileBody("file", "The CSV or JSON file; `dry_run` may be a form field too.")),
      ok: {
        200: answer(
          "The preview (dry_run) or the import's result, with a row-by-row summary.",
          z.discriminatedUnion("dry_run", [restImportPreviewSchema, restImportResultSchema]),
        ),
      },
      errors: [400, 401, 403, 413, 422],
    },
    "GET /api/account/export": {
      summary: "Download all of the account's data (JSON)",
      ok: { 200: { description: "The account's data (attachment).", contentType: "application/json", schema: accountArchiveSchema } },
      errors: [401, 403],
    },
  }),
  ...group("documents", "captain", {
    "GET /api/sailing-trips/:id/voyage-card-pdf": tripPdf("The trip's voyage card"),
    "GET /api/sailing-trips/:id/crew/:crewId/opinion-pdf": tripPdf("One crew member's opinion"),
    "GET /api/sailing-trips/:id/crew-opinions-pdf": tripPdf("Every crew member's opinion"),
    "GET /api/sailing-trips/:id/documents-pdf": tripPdf("The voyage card and every opinion in one PDF"),
  }),
  "POST /api/public/trip-card-pdf": {
    tag: "documents",
    access: "public",
    summary: "The public trip card generator: a voyage card from posted data, nothing stored",
    description: "The body is the trip form's own shape (camelCase), checked with the form's rules.",
    query: lang,
    body: jsonBody(tripSchema),
    ok: { 200: pdf },
    errors: [400, 413, 422],
  },
};
