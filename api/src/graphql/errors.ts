// Maps thrown errors to GraphQL errors once: AppErrors keep their code (extensions.code) and get a
// message in the caller's language; anything else is logged and masked (no stack, no SQL).
import { GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import { translate } from "../../../validation/messages.ts";
import { DATABASE_RETRY_SECONDS, ServiceUnavailableError, isAppError, isDatabaseUnavailable, isValidationError, retryAfterOf } from "../errors.ts";
import { requestScope } from "../request-scope.ts";

// Tagged check instead of `instanceof`: yoga and our code may hold different copies of graphql-js
// (its ESM and CJS builds), and an instanceof across them is false.
const isGraphQLError = (e: unknown): e is GraphQLError => e instanceof GraphQLError || Object.prototype.toString.call(e) === "[object GraphQLError]";

/**
 * A 400 about the request. Made with yoga's own createGraphQLError (its copy of graphql-js), so
 * yoga takes the status from `extensions.http` and leaves `http` out of the answer.
 */
const operationError = (gql: GraphQLError, code: string) =>
  placed(createGraphQLError(gql.message, { nodes: gql.nodes, extensions: { ...gql.extensions, code, http: { status: 400 } } }), gql);

/**
 * An error made here stands where the one it replaces stood. graphql-js' errors carry their place as
 * `nodes`; graphql-jit's (compiled operations, graphql/jit.ts) as `locations` alone, with no `nodes`
 * and perhaps no `extensions` — copied over, so that an answer reads the same from either executor.
 */
function placed<E extends GraphQLError>(made: E, from: GraphQLError | undefined): E {
  if (made.locations === undefined && from?.locations !== undefined) (made as { locations?: GraphQLError["locations"] }).locations = from.locations;
  return made;
}

/** graphql-jit's own error (it has no `nodes` of its own), as graphql-js would have made it. */
const fromJit = (gql: GraphQLError): GraphQLError =>
  Object.hasOwn(gql, "nodes")
    ? gql
    : placed(new GraphQLError(gql.message, { path: gql.path, originalError: gql.originalError, extensions: gql.extensions }), gql);

export function maskError(error: unknown): Error {
  const scope = requestScope.getStore();
  const lang = scope?.lang ?? "pl";
  const gql = isGraphQLError(error) ? fromJit(error) : undefined;
  let original = gql ? (gql.originalError ?? undefined) : error;
  if (original && !isAppError(original) && isDatabaseUnavailable(original)) {
    scope?.logger.warn({ err: original, requestId: scope.requestId }, "database unavailable");
    original = new ServiceUnavailableError(DATABASE_RETRY_SECONDS);
  }
  if (isAppError(original)) {
    const extensions: Record<string, unknown> = { code: original.code };
    if (isValidationError(original)) {
      extensions.fields = Object.fromEntries(Object.entries(original.fields).map(([field, keys]) => [field, translate(lang, keys[0])]));
    }
    const retryAfter = retryAfterOf(original);
    if (retryAfter !== undefined) extensions.retryAfter = retryAfter;
    return placed(new GraphQLError(translate(lang, original.messageKey, original.values), { nodes: gql?.nodes, path: gql?.path, extensions }), gql);
  }
  // Errors about the operation itself (syntax, unknown field, limits) are safe to show.
  if (gql && !original) {
    if (gql.extensions.code || gql.path) return gql;
    return operationError(gql, "GRAPHQL_VALIDATION_FAILED");
  }
  // A variable or argument of the wrong type: the coercion's message is about the request, not a
  // fault of the server (it is raised before execution, at a node of the operation, with no path).
  if (gql && !gql.path && gql.locations?.length) {
    return operationError(gql, "BAD_USER_INPUT");
  }
  scope?.logger.error({ err: original ?? error, requestId: scope.requestId }, "unexpected error in GraphQL");
  return placed(
    new GraphQLError(translate(lang, "errors.internal"), {
      nodes: gql?.nodes,
      path: gql?.path,
      extensions: { code: "INTERNAL_SERVER_ERROR", requestId: scope?.requestId },
    }),
    gql,
  );
}
