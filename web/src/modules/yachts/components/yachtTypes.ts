import type { YachtsQuery } from "../../../gql/graphql.ts";

/** One yacht as the list, the edit form and the wizard's search show it. */
export type YachtItem = YachtsQuery["yachts"][number];

/** What the cards and the table need besides the yachts. */
export interface YachtListProps {
  hasPremium: boolean;
  /** A yacht was deleted: the page shows the message. */
  onDeleted: (message: string) => void;
}
