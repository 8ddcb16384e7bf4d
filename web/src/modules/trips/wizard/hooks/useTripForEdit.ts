import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { toErrorDetails } from "../../../../lib/toErrorDetails.ts";
import { tripForEditQuery } from "../graphql/tripForEditQuery.ts";
import { tripToEditData } from "../mapping/tripToEditData.ts";

/** Loads a trip for editing, always fresh from the server (its version goes back as expectedVersion). */
export function useTripForEdit(id: string) {
  const { data, loading, error, refetch } = useQuery(tripForEditQuery, { variables: { id }, fetchPolicy: "network-only" });
  const edit = useMemo(() => (data?.trip ? tripToEditData(data.trip) : null), [data]);
  const notFound = error !== undefined && toErrorDetails(error).code === "NOT_FOUND";
  return { edit, loading: loading && !edit, error: error !== undefined && !notFound, notFound, retry: () => refetch() };
}
