// Messages of the service's limits and input hygiene: characters a text field refuses, bodies that
// are too large, rate limits, a busy PDF queue, refused content types.
export const safetyPl = {
  "validation.text.controlChars": "Tekst zawiera niedozwolone znaki sterujące (np. znaki zmiany kierunku pisma lub znak NUL). Usuń je i spróbuj ponownie.",
  "errors.payloadTooLarge": "Przesłane dane są zbyt duże (limit: {limit})",
  "errors.unsupportedMediaType": "Nieobsługiwany typ treści żądania: wyślij JSON (application/json)",
  "errors.serviceUnavailable": "Usługa jest chwilowo niedostępna. Spróbuj ponownie za {seconds} s.",
  "errors.rateLimited": "Zbyt wiele żądań. Spróbuj ponownie za {minutes} min.",
};
