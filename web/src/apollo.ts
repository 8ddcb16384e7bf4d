import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { SetContextLink } from "@apollo/client/link/context";
import { Kind, OperationTypeNode } from "graphql";
import { catchError, tap, throwError } from "rxjs";
import { OfflineError, isNetworkFailure } from "./lib/offlineError.ts";
import { expiringSession, operationHeaders } from "./lib/operationSession.ts";
import { type SessionKind, sessionExpiry } from "./modules/auth/sessionExpiry.ts";

interface ApolloOptions {
  uri?: string;
  /** For tests: a fetch that records requests. */
  fetch?: typeof fetch;
}

/** Accept-Language and the bearer token of the operation's session (see operationSession.ts). */
const headersLink = new SetContextLink((prevContext, operation) => ({
  headers: { ...(prevContext.headers as Record<string, string> | undefined), ...operationHeaders(operation.operationName) },
}));

function sentToken(operation: ApolloLink.Operation): { kind: SessionKind; token: string } | null {
  const headers: unknown = operation.getContext().headers;
  const auth = typeof headers === "object" && headers !== null && "Authorization" in headers ? headers.Authorization : undefined;
  return expiringSession(operation.operationName, auth);
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
