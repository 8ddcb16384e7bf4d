// The field types the REST schemas (schemas.ts and the modules' *.rest-schema.ts) are written with,
// defined once so that every answer and body says the same thing for the same kind of value.
import { z } from "zod";

/** A string. */
export const s = z.string();
/** An answer's text that may be missing: a string or null. */
export const text = z.string().nullable();
/** A body's text: a string, null or absent (the domain's rules say whether it is required). */
export const textIn = z.string().nullish();
export const int = z.number().int();
/** YYYY-MM-DD. */
export const day = z.iso.date();
/** An ISO 8601 date-time (UTC). */
export const at = z.iso.datetime();
