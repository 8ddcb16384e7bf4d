// The API for third parties: personal API tokens, their scopes and the request rate limit.
import { defineMessages } from "./define.ts";

export const apiMessages = defineMessages({
  pl: {
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
  },
  en: {
    "apiTokens.name.required": "Enter a token name",
    "apiTokens.scope.invalid": "Choose a scope: read only or read and write",
    "apiTokens.expiresAt.invalid": "Enter a valid expiry date",
    "apiTokens.expiresAt.past": "The expiry date must be in the future",
    "apiTokens.expiresAt.tooFar": "A token can be valid for at most 2 years",
    "apiTokens.tooMany": "You already have {max} active tokens — revoke one to create a new one",
    "apiTokens.created": "API token created",
    "apiTokens.revoked": "API token revoked",
    "apiTokens.staff": "Staff accounts cannot create API tokens",
    "apiTokens.readOnly": "This API token allows reading only",
    "apiTokens.sessionOnly": "This operation is not available with an API token — sign in to the app",
    "pagination.cursor.invalid": "Invalid page cursor: pass the endCursor of a previous page of the same list",
    "pagination.first.invalid": "first must be a whole number from 1 to {max}",
    "apiTokens.rateLimited": "Too many requests ({limit} per minute). Try again in {seconds} s",
  },
});
