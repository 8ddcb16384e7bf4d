import { useApolloClient } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { tripForEditQuery } from "../graphql/tripForEditQuery.ts";
import { tripToEditData } from "../mapping/tripToEditData.ts";
import type { EditData } from "../state/wizardTypes.ts";

/** After a version conflict: loads the trip's current version (replacing the unsaved changes). */
export function useReloadLatest(tripId: string | null, onLoaded: (data: EditData) => void) {
  const client = useApolloClient();
  const [reloading, setReloading] = useState(false);
  const reload = useCallback(async () => {
    if (!tripId) return;
    setReloading(true);
    try {
      const { data } = await client.query({ query: tripForEditQuery, variables: { id: tripId }, fetchPolicy: "network-only" });
      if (data?.trip) onLoaded(tripToEditData(data.trip));
    } catch {
      // The conflict message stays; the captain can try again.
    } finally {
      setReloading(false);
    }
  }, [client, tripId, onLoaded]);
  return { reload, reloading };
}
