import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { usePagedSearch } from "./usePagedSearch.ts";

type PagedSearchVariables = ReturnType<typeof usePagedSearch>["variables"];

/**
 * An office list searched and paged on the server: its query run for the search and page the user is on,
 * the answer shown (the previous page while the next loads), and what PagedStaffTable needs besides.
 */
export function usePagedStaffQuery<TData>(query: TypedDocumentNode<TData, PagedSearchVariables>) {
  const list = usePagedSearch();
  const { data, previousData, loading, error, refetch } = useQuery(query, { variables: list.variables, fetchPolicy: "cache-and-network" });
  return { shown: data ?? previousData, refetch, table: { list, loading, error, onRetry: () => void refetch() } };
}
