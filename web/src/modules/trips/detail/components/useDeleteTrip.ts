import { useMutation } from "@apollo/client/react";
import type { Reference } from "@apollo/client";
import { deleteTripMutation } from "../graphql/deleteTripMutation.ts";

interface TripListValue {
  totalCount: number;
  nodes: Reference[];
}

/** deleteTrip, removing the trip from every cached trip list (so the list never shows it again). */
export function useDeleteTrip(tripId: string) {
  return useMutation(deleteTripMutation, {
    variables: { id: tripId },
    update(cache) {
      cache.modify<{ trips: TripListValue }>({
        fields: {
          trips(existing, { readField, isReference }) {
            if (isReference(existing)) return existing;
            const nodes = existing.nodes.filter((node) => readField("id", node) !== tripId);
            return nodes.length === existing.nodes.length ? existing : { ...existing, nodes, totalCount: existing.totalCount - 1 };
          },
        },
      });
    },
  });
}
