// The English of safety.pl.ts (its type requires exactly those ids). A file of its own: a bundler
// keeps or drops whole modules, so the web client's Polish first chunk leaves it out.
import type { safetyPl } from "./safety.pl.ts";

export const safetyEn: Record<keyof typeof safetyPl, string> = {
  "validation.text.controlChars": "The text contains control characters that are not allowed (such as text direction marks or NUL). Remove them and try again.",
  "errors.payloadTooLarge": "The data sent is too large (limit: {limit})",
  "errors.unsupportedMediaType": "Unsupported request content type: send JSON (application/json)",
  "errors.serviceUnavailable": "The service is temporarily unavailable. Try again in {seconds} s.",
  "errors.rateLimited": "Too many requests. Try again in {minutes} min.",
};
