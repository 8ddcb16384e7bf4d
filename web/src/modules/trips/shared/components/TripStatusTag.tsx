import { Tag } from "antd";
import { FormattedMessage } from "react-intl";
import type { TripStatus } from "../../../../gql/graphql.ts";
import { tripStatusColors, tripStatusLabelIds } from "../tripLabels.ts";

/** The trip's status as a coloured tag. */
export function TripStatusTag({ status }: { status: TripStatus }) {
  return (
    <Tag color={tripStatusColors[status]} style={{ marginInlineEnd: 0 }}>
      <FormattedMessage id={tripStatusLabelIds[status]} />
    </Tag>
  );
}
