import type { TypedDocumentNode } from "@apollo/client";
import { useEffect, useState } from "react";
import type { GraphqlRequest } from "./graphqlRequest.ts";
import { useGraphqlSession } from "./graphqlSession.ts";

interface Entry {
  data?: unknown;
  pending?: Promise<unknown>;
}

/** The last answer and the request in flight of each document, per GraphqlSession's `request`. */
const caches = new WeakMap<GraphqlRequest, Map<TypedDocumentNode<unknown, never>, Entry>>();

function entryOf(request: GraphqlRequest, document: TypedDocumentNode<unknown, never>): Entry {
  let cache = caches.get(request);
  if (!cache) caches.set(request, (cache = new Map<TypedDocumentNode<unknown, never>, Entry>()));
  let entry = cache.get(document);
  if (!entry) cache.set(document, (entry = {}));
  return entry;
}

/**
 * A query without variables sent with GraphqlSession's `request` (no Apollo), shared by every
 * component that shows it: one request at a time, the last answer kept for the page's life, like
 * Apollo's cache. `cache-first` asks once; `cache-and-network` shows the last answer and asks again
 * on mount. A failed request leaves `data` as it was (undefined when never answered).
 */
export function useSharedQuery<TResult>(
  document: TypedDocumentNode<TResult, Record<string, never>>,
  fetchPolicy: "cache-first" | "cache-and-network",
): { data: TResult | undefined; loading: boolean } {
  const { request } = useGraphqlSession();
  const entry = entryOf(request, document);
  const [data, setData] = useState(entry.data as TResult | undefined);
  const [loading, setLoading] = useState(fetchPolicy === "cache-and-network" || entry.data === undefined);

  useEffect(() => {
    if (fetchPolicy === "cache-first" && entry.data !== undefined) return;
    let current = true;
    const pending = (entry.pending ??= request(document).then(
      (answer) => {
        entry.data = answer;
        return answer;
      },
      () => entry.data,
    ));
    void pending
      .finally(() => {
        if (entry.pending === pending) entry.pending = undefined;
      })
      .then((answer) => {
        if (!current) return;
        setData(answer as TResult | undefined);
        setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [request, document, entry, fetchPolicy]);

  return { data, loading };
}
