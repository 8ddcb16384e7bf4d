import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { SetContextLink } from "@apollo/client/link/context";
import { Kind, OperationTypeNode } from "graphql";
import { catchError, tap, throwError } from "rxjs";
import { OfflineError, isNetworkFailure } from "./lib/offlineError.ts";
import { type SessionKind, sessionExpiry } from "./modules/auth/sessionExpiry.ts";
import { languageStorage } from "./i18n/languageStorage.ts";
import { authStorage } from "./modules/auth/authStorage.ts";

interface ApolloOptions {
  uri?: string;
  /** For tests: a fetch that records requests. */
  fetch?: typeof fetch;
}

/**
 * Every request carries Accept-Language (the server translates its messages by it) and the bearer
 * token: the student token for operations named `Student...`, the captain/staff token otherwise.
 * Both are read from localStorage at request time, so a login or a language switch applies at once.
 */
const headersLink = new SetContextLink((prevContext, operation) => {
  const isStudentOperation = operation.operationName?.startsWith("Student") ?? false;
  const token = isStudentOperation ? authStorage.studentToken() : authStorage.captainToken();
  const headers: Record<string, string> = { ...(prevContext.headers as Record<string, string> | undefined), "Accept-Language": languageStorage.read() };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { headers };
});

/** Operations whose UNAUTHENTICATED answer is about the credentials typed, not an expired session. */
const SIGN_IN_OPERATIONS = new Set(["Login", "StudentLogin", "Logout", "StudentLogout"]);

function sentToken(operation: ApolloLink.Operation): { kind: SessionKind; token: string } | null {
  if (operation.operationName && SIGN_IN_OPERATIONS.has(operation.operationName)) return null;
  const headers: unknown = operation.getContext().headers;
  const auth = typeof headers === "object" && headers !== null && "Authorization" in headers ? headers.Authorization : undefined;
  const token = typeof auth === "string" ? auth.replace(/^Bearer /, "") : null;
  if (!token) return null;
  return { kind: operation.operationName?.startsWith("Student") ? "student" : "captain", token };
}

const isUnauthenticated = (errors: CombinedGraphQLErrors) => errors.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED");

/**
 * Shared error handling of every request: an UNAUTHENTICATED answer to a request that carried a
 * session token reports that session as expired (see sessionExpiry.ts); a request that never reached
 * the server fails with an OfflineError, so the forms say there is no connection (their values stay).
 */
const errorLink = new ApolloLink((operation, forward) => {
  const sent = sentToken(operation);
  const expire = () => {
    if (sent) sessionExpiry.report(sent.kind, sent.token);
  };
  const saving = operation.query.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.MUTATION);
  return forward(operation).pipe(
    tap((result) => {
      if (result.errors?.some((e) => e.extensions?.code === "UNAUTHENTICATED")) expire();
    }),
    catchError((error: unknown) => {
      if ((CombinedGraphQLErrors.is(error) && isUnauthenticated(error)) || (ServerError.is(error) && error.statusCode === 401)) expire();
      else if (!CombinedGraphQLErrors.is(error) && !ServerError.is(error) && isNetworkFailure(error)) {
        return throwError(() => new OfflineError(saving, error));
      }
      return throwError(() => error);
    }),
  );
});

export function createApolloClient({ uri = "/graphql", fetch }: ApolloOptions = {}): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([headersLink, errorLink, new HttpLink({ uri, fetch })]),
    cache: new InMemoryCache(),
  });
}
