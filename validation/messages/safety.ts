// Messages of the service's limits and input hygiene: characters a text field refuses, bodies that
// are too large, rate limits, a busy PDF queue, refused content types.
import { defineMessages } from "./define.ts";

export const safetyMessages = defineMessages({
  pl: {
    "validation.text.controlChars": "Tekst zawiera niedozwolone znaki sterujące (np. znaki zmiany kierunku pisma lub znak NUL). Usuń je i spróbuj ponownie.",
    "errors.payloadTooLarge": "Przesłane dane są zbyt duże (limit: {limit})",
    "errors.unsupportedMediaType": "Nieobsługiwany typ treści żądania: wyślij JSON (application/json)",
    "errors.serviceUnavailable": "Usługa jest chwilowo niedostępna. Spróbuj ponownie za {seconds} s.",
    "errors.rateLimited": "Zbyt wiele żądań. Spróbuj ponownie za {minutes} min.",
  },
  en: {
    "validation.text.controlChars":
      "The text contains control characters that are not allowed (such as text direction marks or NUL). Remove them and try again.",
    "errors.payloadTooLarge": "The data sent is too large (limit: {limit})",
    "errors.unsupportedMediaType": "Unsupported request content type: send JSON (application/json)",
    "errors.serviceUnavailable": "The service is temporarily unavailable. Try again in {seconds} s.",
    "errors.rateLimited": "Too many requests. Try again in {minutes} min.",
  },
});
