// The API for third parties: personal API tokens, their scopes and the request rate limit.
export const apiPl = {
  "apiTokens.name.required": "Podaj nazwę tokenu",
  "apiTokens.scope.invalid": "Wybierz zakres: tylko odczyt albo odczyt i zapis",
  "apiTokens.expiresAt.invalid": "Podaj poprawną datę wygaśnięcia",
  "apiTokens.expiresAt.past": "Data wygaśnięcia musi być w przyszłości",
  "apiTokens.expiresAt.tooFar": "Token może być ważny najwyżej 2 lata",
  "apiTokens.tooMany": "Masz już {max} aktywnych tokenów — unieważnij któryś, aby utworzyć nowy",
  "apiTokens.created": "Utworzono token API",
  "apiTokens.revoked": "Token API unieważniono",
  "apiTokens.staff": "Konta obsługi nie mogą tworzyć tokenów API",
  "apiTokens.readOnly": "Ten token API pozwala tylko na odczyt",
  "apiTokens.sessionOnly": "Tej operacji nie można wykonać tokenem API — zaloguj się w aplikacji",
  "pagination.cursor.invalid": "Nieprawidłowy kursor strony: podaj endCursor z poprzedniej strony tej samej listy",
  "pagination.first.invalid": "first musi być liczbą całkowitą od 1 do {max}",
  "apiTokens.rateLimited": "Za dużo zapytań ({limit} na minutę). Spróbuj ponownie za {seconds} s",
};
