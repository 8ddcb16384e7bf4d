import type { TripStatus } from "../../../gql/graphql.ts";

/** Message ids of the trip statuses. */
export const tripStatusLabelIds: Record<TripStatus, string> = {
  planned: "trips.status.planned",
  in_progress: "trips.status.inProgress",
  completed: "trips.status.completed",
  cancelled: "trips.status.cancelled",
};

/** antd Tag colours of the trip statuses. */
export const tripStatusColors: Record<TripStatus, string> = {
  planned: "blue",
  in_progress: "gold",
  completed: "green",
  cancelled: "default",
};

/** planned → in_progress → completed; planned|in_progress → cancelled; cancelled → planned (as the API). */
export const tripStatusTransitions: Record<TripStatus, readonly TripStatus[]> = {
  planned: ["in_progress", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: ["planned"],
};
