// Shapes every REST answer shares (spec §7): the `{ success, message }` envelope and the error
// answers of http/respond.ts errorResponse. Used by the OpenAPI document and typed against the code.
import { z } from "zod";

/** `{ success: false, message }`: 400, 401, 403, 404, 405, 409, 413, 415, 429, 503. */
export const errorSchema = z
  .object({ success: z.literal(false), message: z.string().describe("What went wrong, in the request's language (Accept-Language).") })
  .meta({ id: "Error", example: { success: false, message: "Nie znaleziono." } });

/** 422: the message and each field's messages, under the request's own (snake_case) field names. */
export const validationErrorSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).describe("Field name → its messages."),
  })
  .meta({ id: "ValidationError", example: { success: false, message: "Popraw zaznaczone pola.", errors: { yacht_name: ["To pole jest wymagane."] } } });

/** 500: never the internals, only the request id to quote to support. */
export const internalErrorSchema = z
  .object({ success: z.literal(false), message: z.string(), request_id: z.string() })
  .meta({ id: "InternalError", example: { success: false, message: "Wystąpił błąd serwera.", request_id: "3b0c6f0e-6f7e-4c1b-9a3e-0d1c2b3a4f5e" } });

/** `{ success: true, message }`: a done action with nothing else to return. */
export const doneSchema = z.object({ success: z.literal(true), message: z.string() }).meta({ id: "Done", example: { success: true, message: "Usunięto." } });
