import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";

/**
 * An office list loaded whole (deleted trips, reversal fees): its query, answered from the cache and
 * asked again, and the load state FilteredStaffTable takes beside the rows (as usePagedStaffQuery does for PagedStaffTable).
 */
export function useStaffListQuery<TData>(query: TypedDocumentNode<TData, { [key: string]: never }>) {
  const { data, loading, error, refetch } = useQuery(query, { fetchPolicy: "cache-and-network" });
  return { data, table: { loading, error, onRetry: () => void refetch() } };
}
