// Text on its way into the documents: every string of a trip loses the characters the forms refuse
// (bidi controls, NUL and other control characters, lone surrogates: validation/text.ts), so trips
// stored before the forms refused them still print, and nothing reaches Typst that could make it
// panic. Line breaks survive in the notes only (elsewhere they become spaces, as the one-line
// fields require). Bytes (the logo) pass through untouched.
import { stripForbiddenChars } from "../../../../validation/text.ts";

export { truncateText } from "../../../../validation/text.ts";

/** The multi-line fields of a trip and of a crew member. */
const MULTILINE = new Set(["captainNotes"]);

/** A deep copy of `value` with every string cleaned (`key`: the field the value is under). */
export function cleanText<T>(value: T, key = ""): T {
  if (typeof value === "string") return stripForbiddenChars(value, { multiline: MULTILINE.has(key) }) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => cleanText(v)) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanText(v, k)])) as T;
  }
  return value;
}
