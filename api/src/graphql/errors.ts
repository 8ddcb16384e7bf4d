// Maps thrown errors to GraphQL errors once: AppErrors keep their code (extensions.code) and get a
// message in the caller's language; anything else is logged and masked (no stack, no SQL).
import { GraphQLError } from "graphql";
import { translate } from "../../../validation/messages.ts";
import { isAppError, isTooManyRequests, isValidationError } from "../errors.ts";
import { requestScope } from "../request-scope.ts";

// Tagged check instead of `instanceof`: yoga and our code may hold different copies of graphql-js
// (its ESM and CJS builds), and an instanceof across them is false.
const isGraphQLError = (e: unknown): e is GraphQLError =>
  e instanceof GraphQLError || Object.prototype.toString.call(e) === "[object GraphQLError]";

export function maskError(error: unknown): Error {
  const scope = requestScope.getStore();
  const lang = scope?.lang ?? "pl";
  const gql = isGraphQLError(error) ? error : undefined;
  const original = gql ? (gql.originalError ?? undefined) : error;
  if (isAppError(original)) {
    const extensions: Record<string, unknown> = { code: original.code };
    if (isValidationError(original)) {
      extensions.fields = Object.fromEntries(
        Object.entries(original.fields).map(([field, keys]) => [field, translate(lang, keys[0])]),
      );
    }
    if (isTooManyRequests(original)) extensions.retryAfter = original.retryAfterSeconds;
    return new GraphQLError(translate(lang, original.messageKey, original.values), {
      nodes: gql?.nodes,
      path: gql?.path,
      extensions,
    });
  }
  // Errors about the operation itself (syntax, unknown field, bad variables) are safe to show.
  if (gql && !original) return gql;
  scope?.logger.error({ err: original ?? error, requestId: scope.requestId }, "unexpected error in GraphQL");
  return new GraphQLError(translate(lang, "errors.internal"), {
    nodes: gql?.nodes,
    path: gql?.path,
    extensions: { code: "INTERNAL_SERVER_ERROR", requestId: scope?.requestId },
  });
}
