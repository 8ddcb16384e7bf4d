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
  createGraphQLError(gql.message, { ...placeOf(gql), extensions: { ...gql.extensions, code, http: { status: 400 } } });

/**
 * Where an error stood in the operation, for the error made in its place: its nodes, or its source
 * and positions (compiled operations' errors carry those, graphql/jit.ts).
 */
const placeOf = (gql: GraphQLError | undefined) => ({ nodes: gql?.nodes, source: gql?.source, positions: gql?.positions });

export function maskError(error: unknown): Error {
  const scope = requestScope.getStore();
  const lang = scope?.lang ?? "pl";
  const gql = isGraphQLError(error) ? error : undefined;
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
    return new GraphQLError(translate(lang, original.messageKey, original.values), { ...placeOf(gql), path: gql?.path, extensions });
  }
  // Errors about the operation itself (syntax, unknown field, limits) are safe to show.
  if (gql && !original) {
    if (gql.extensions.code || gql.path) return gql;
    return operationError(gql, "GRAPHQL_VALIDATION_FAILED");
  }
  // A variable or argument of the wrong type: the coercion's message is about the request, not a
  // fault of the server (it is raised before execution, at a node of the operation, with no path).
  if (gql && !gql.path && gql.nodes?.length) {
    return operationError(gql, "BAD_USER_INPUT");
  }
  scope?.logger.error({ err: original ?? error, requestId: scope.requestId }, "unexpected error in GraphQL");
  return new GraphQLError(translate(lang, "errors.internal"), {
    ...placeOf(gql),
    path: gql?.path,
    extensions: { code: "INTERNAL_SERVER_ERROR", requestId: scope?.requestId },
  });
}
