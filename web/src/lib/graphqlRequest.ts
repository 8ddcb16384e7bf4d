import type { TypedDocumentNode } from "@apollo/client";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import type { FormattedExecutionResult, OperationDefinitionNode, OperationTypeNode } from "graphql";
import { sessionExpiry } from "../modules/auth/sessionExpiry.ts";
import { OfflineError, isNetworkFailure } from "./offlineError.ts";
import { expiringSession, operationHeaders } from "./operationSession.ts";

// graphql's enum as a type only: its runtime module stays out of the first chunk.
const MUTATION = "mutation" as OperationTypeNode.MUTATION;

/** Sends one operation and answers its data (the shape of GraphqlSession.request). */
export type GraphqlRequest = <TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables?: TVariables) => Promise<TResult>;

interface RequestOptions {
  uri?: string;
  /** For tests: a fetch that records requests. */
  fetch?: typeof fetch;
}

/** The printed text the build plugin (web/build/graphqlDocuments.ts) puts on every operation document. */
function documentText(document: TypedDocumentNode<unknown, never>): string {
  const meta: unknown = (document as { __meta__?: unknown }).__meta__;
  const text = typeof meta === "object" && meta !== null && "text" in meta ? meta.text : undefined;
  if (typeof text !== "string") throw new Error("graphqlRequest: the document has no printed text (is it from a graphql() call built by graphqlDocuments?)");
  return text;
}

/** The answer's JSON as Apollo's HttpLink reads it: a non-2xx plain JSON answer or an unreadable one is a ServerError. */
async function readResult(response: Response): Promise<FormattedExecutionResult> {
  const bodyText = await response.text();
  const graphqlResponse = response.headers.get("content-type")?.includes("application/graphql-response+json") ?? false;
  if (!graphqlResponse && response.status >= 300) {
    throw new ServerError(`Response not successful: Received status code ${response.status}`, { response, bodyText });
  }
  let result: unknown;
  try {
    result = JSON.parse(bodyText);
  } catch {
    throw new ServerError("Server response was not JSON", { response, bodyText });
  }
  if (typeof result !== "object" || result === null || !("data" in result || "errors" in result)) {
    throw new ServerError("Server response was malformed", { response, bodyText });
  }
  return result as FormattedExecutionResult;
}

/**
 * One GraphQL operation over fetch, without Apollo Client: for the few operations of the public
 * screens and the session (the session check, sign-in, logout, the footer's company line, the plans),
 * so the first screens of `/` and `/login` do not load Apollo. The same headers and error handling as
 * Apollo's link (apollo.ts): errors reject with Apollo's CombinedGraphQLErrors / ServerError (read by
 * toErrorDetails as before), an UNAUTHENTICATED answer to a request that carried a session token
 * reports that session as expired, a request that never reached the server rejects with OfflineError.
 */
export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
  { uri = "/graphql", fetch = globalThis.fetch }: RequestOptions = {},
): Promise<TResult> {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => "operation" in d);
  const operationName = operation?.name?.value;
  const headers = operationHeaders(operationName);
  const sent = expiringSession(operationName, headers.Authorization);
  const expire = () => {
    if (sent) sessionExpiry.report(sent.kind, sent.token);
  };
  let response: Response;
  try {
    response = await fetch(uri, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json", Accept: "application/graphql-response+json,application/json;q=0.9" },
      body: JSON.stringify({ operationName, variables: variables ?? {}, query: documentText(document) }),
    });
  } catch (error) {
    if (isNetworkFailure(error)) throw new OfflineError(operation?.operation === MUTATION, error);
    throw error;
  }
  let result: FormattedExecutionResult;
  try {
    result = await readResult(response);
  } catch (error) {
    if (response.status === 401) expire();
    throw error;
  }
  if (result.errors?.length) {
    if (result.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED")) expire();
    throw new CombinedGraphQLErrors(result);
  }
  return result.data as TResult;
}
