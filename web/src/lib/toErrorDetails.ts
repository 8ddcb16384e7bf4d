import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import type { GraphQLFormattedError } from "graphql";
import { languageStorage } from "../i18n/languageStorage.ts";
import { OfflineError, isNetworkFailure } from "./offlineError.ts";

/** What a form needs from a failed request: the server's (translated) message and field messages. */
interface ErrorDetails {
  /**
   * extensions.code of the first GraphQL error (UNAUTHENTICATED, VALIDATION_FAILED, ...), TOO_MANY_REQUESTS
   * for HTTP 429, OFFLINE when the request never reached the server.
   */
  code?: string;
  /** The server's top-level message; undefined when the server gave none (network failure, unreadable answer). */
  message?: string;
  /** Field name → message text (extensions.fields), first message per field; `input.` prefixes removed. */
  fields: Record<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFormattedError(value: unknown): value is GraphQLFormattedError {
  return isRecord(value) && typeof value.message === "string";
}

function fieldMessages(raw: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!isRecord(raw)) return fields;
  for (const [path, value] of Object.entries(raw)) {
    const text = Array.isArray(value) ? value.find((v): v is string => typeof v === "string") : value;
    if (typeof text === "string" && text) fields[path.replace(/^input\./, "")] ??= text;
  }
  return fields;
}

function fromGraphQLErrors(errors: ReadonlyArray<GraphQLFormattedError>): ErrorDetails {
  const first = errors[0];
  const code = first?.extensions?.code;
  const fields: Record<string, string> = {};
  for (const error of errors) {
    for (const [field, text] of Object.entries(fieldMessages(error.extensions?.fields))) fields[field] ??= text;
  }
  return { code: typeof code === "string" ? code : undefined, message: first?.message || undefined, fields };
}

/** Reads GraphQL errors out of a non-2xx body (e.g. a 429 from the rate limiter), if it has any. */
function fromServerError(error: ServerError): ErrorDetails {
  const statusCode = error.statusCode === 429 ? "TOO_MANY_REQUESTS" : undefined;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.filter(isFormattedError) : [];
    if (errors.length > 0) {
      const details = fromGraphQLErrors(errors);
      return { ...details, code: details.code ?? statusCode };
    }
    if (isRecord(body) && typeof body.message === "string") return { code: statusCode, message: body.message, fields: {} };
  } catch {
    // Not JSON: fall through to a generic answer.
  }
  return { code: statusCode, fields: {} };
}

/**
 * 'No internet connection — …' in the interface language (the forms keep what was typed). Plain
 * texts here, not catalog ids: this runs outside React, and the built catalogs hold parsed messages.
 */
const offlineTexts = {
  pl: {
    save: "Brak połączenia z internetem — zmiany nie zostały zapisane",
    load: "Brak połączenia z internetem — nie udało się wczytać danych",
  },
  en: {
    save: "No internet connection — your changes were not saved",
    load: "No internet connection — the data could not be loaded",
  },
} as const;

function offline(saving: boolean): ErrorDetails {
  const texts = offlineTexts[languageStorage.read()];
  return { code: "OFFLINE", message: saving ? texts.save : texts.load, fields: {} };
}

/** Turns whatever an Apollo operation rejected with into { code, message, fields }. */
export function toErrorDetails(error: unknown): ErrorDetails {
  if (CombinedGraphQLErrors.is(error)) return fromGraphQLErrors(error.errors);
  if (ServerError.is(error)) return fromServerError(error);
  if (error instanceof OfflineError) return offline(error.saving);
  if (isNetworkFailure(error)) return offline(true);
  return { fields: {} };
}
