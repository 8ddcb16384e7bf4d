// The English of api.pl.ts (its type requires exactly those ids). A file of its own: a bundler
// keeps or drops whole modules, so the web client's Polish first chunk leaves it out.
import type { apiPl } from "./api.pl.ts";

export const apiEn: Record<keyof typeof apiPl, string> = {
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
};
