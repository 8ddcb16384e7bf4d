import { languageStorage } from "../i18n/languageStorage.ts";
import { authStorage } from "../modules/auth/authStorage.ts";
import type { SessionKind } from "../modules/auth/sessionExpiry.ts";

/** Operations whose UNAUTHENTICATED answer is about the credentials typed, not an expired session. */
const SIGN_IN_OPERATIONS = new Set(["Login", "StudentLogin", "Logout", "StudentLogout"]);

const sessionOf = (operationName: string | undefined): SessionKind => (operationName?.startsWith("Student") ? "student" : "captain");

/**
 * The headers of every GraphQL request (Apollo's link and graphqlRequest): Accept-Language (the server
 * translates its messages by it) and the bearer token, the student's for operations named `Student...`,
 * the captain's/staff's otherwise. Read from localStorage at request time, so a login or a language
 * switch applies at once.
 */
export function operationHeaders(operationName: string | undefined): Record<string, string> {
  const token = sessionOf(operationName) === "student" ? authStorage.studentToken() : authStorage.captainToken();
  const headers: Record<string, string> = { "Accept-Language": languageStorage.read() };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * The session an UNAUTHENTICATED answer ends (see sessionExpiry.ts): the one whose token the request
 * carried (`authorization`, the header as sent); none for the sign-in operations or without a token.
 */
export function expiringSession(operationName: string | undefined, authorization: unknown): { kind: SessionKind; token: string } | null {
  if (operationName && SIGN_IN_OPERATIONS.has(operationName)) return null;
  const token = typeof authorization === "string" ? authorization.replace(/^Bearer /, "") : null;
  if (!token) return null;
  return { kind: sessionOf(operationName), token };
}
