import type { TypedDocumentNode } from "@apollo/client";
import { useCallback, useEffect, useReducer } from "react";
import type { GraphqlRequest } from "./graphqlRequest.ts";
import { useGraphqlSession } from "./graphqlSession.ts";

interface Entry {
  data?: unknown;
  /** The last request's failure; cleared by the next answer. */
  error?: unknown;
  pending?: Promise<void>;
  /** The mounted components showing this entry, told when it changes. */
  listeners: Set<() => void>;
}

type AnyDocument = TypedDocumentNode<unknown, never>;

/** The entries of each GraphqlSession's `request`: per document, per variables (as JSON). */
const caches = new WeakMap<GraphqlRequest, Map<AnyDocument, Map<string, Entry>>>();

function entryOf(request: GraphqlRequest, document: AnyDocument, key: string): Entry {
  let cache = caches.get(request);
  if (!cache) caches.set(request, (cache = new Map<AnyDocument, Map<string, Entry>>()));
  let byVariables = cache.get(document);
  if (!byVariables) cache.set(document, (byVariables = new Map<string, Entry>()));
  let entry = byVariables.get(key);
  if (!entry) byVariables.set(key, (entry = { listeners: new Set() }));
  return entry;
}

const notify = (entry: Entry) => entry.listeners.forEach((listener) => listener());

/** Asks the server (unless a request for this entry is in flight already); every listener is told. */
function fetchEntry(request: GraphqlRequest, document: AnyDocument, variables: unknown, entry: Entry): Promise<void> {
  if (entry.pending) return entry.pending;
  const pending = request(document, variables as never).then(
    (answer) => {
      entry.data = answer;
      entry.error = undefined;
    },
    (error: unknown) => {
      entry.error = error;
    },
  );
  entry.pending = pending.finally(() => {
    entry.pending = undefined;
    notify(entry);
  });
  notify(entry);
  return entry.pending;
}

/**
 * Forgets every answer kept for `request` (on logout or an expired session: the next account must not
 * see the last one's data). Mounted components keep what they show until they ask again.
 */
export function clearSharedQueries(request: GraphqlRequest) {
  caches.delete(request);
}

interface SharedQueryOptions<TVariables> {
  variables?: TVariables;
  /** `cache-first` asks once per page life; `cache-and-network` shows the last answer and asks again on mount. */
  fetchPolicy: "cache-first" | "cache-and-network";
}

/**
 * A query sent with GraphqlSession's `request` (no Apollo), shared by every component that shows it
 * with the same variables: one request at a time, the last answer kept for the page's life (until
 * `clearSharedQueries`), like Apollo's cache. A failed request leaves `data` as it was (undefined when
 * never answered) and sets `error`; `refetch` asks again and updates every component showing it.
 */
export function useSharedQuery<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  { variables, fetchPolicy }: SharedQueryOptions<TVariables>,
): { data: TResult | undefined; error: unknown; loading: boolean; refetch: () => Promise<void> } {
  const { request } = useGraphqlSession();
  const key = JSON.stringify(variables ?? {});
  const doc = document as AnyDocument;
  const entry = entryOf(request, doc, key);
  const [, changed] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    entry.listeners.add(changed);
    return () => void entry.listeners.delete(changed);
  }, [entry]);

  useEffect(() => {
    if (fetchPolicy === "cache-first" && entry.data !== undefined) return;
    void fetchEntry(request, doc, JSON.parse(key), entry);
  }, [request, doc, key, entry, fetchPolicy]);

  const refetch = useCallback(() => fetchEntry(request, doc, JSON.parse(key), entry), [request, doc, key, entry]);

  return {
    data: entry.data as TResult | undefined,
    error: entry.error,
    loading: entry.pending !== undefined || (entry.data === undefined && entry.error === undefined),
    refetch,
  };
}
