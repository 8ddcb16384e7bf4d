import { Flex, Tag, Timeline, Typography } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import type { TripHistoryQuery } from "../../../../gql/graphql.ts";
import { TripStatusTag } from "../../shared/components/TripStatusTag.tsx";
import { formatDateTime } from "../../shared/formatTrip.ts";
import { eventColors, eventLabelIds, fieldLabelIds, roleLabelIds } from "../historyLabels.ts";

type Entry = TripHistoryQuery["tripHistory"][number];

/** The fields an edit changed, named in words (creation, deletion and restoring list none). */
function ChangedFields({ entry }: { entry: Entry }) {
  const intl = useIntl();
  if (entry.type !== "TripUpdated") return null;
  const fields = entry.changedFields.filter((field) => field !== "deleted" && field !== "status");
  if (fields.length === 0) {
    return (
      <Typography.Text type="secondary">
        <FormattedMessage id="trips.history.noChanges" />
      </Typography.Text>
    );
  }
  return (
    <Flex wrap gap={4} align="center">
      <Typography.Text type="secondary">
        <FormattedMessage id="trips.history.changedFields" />
      </Typography.Text>
      {fields.map((field) => (
        <Tag key={field} style={{ marginInlineEnd: 0 }}>
          {fieldLabelIds[field] ? intl.formatMessage({ id: fieldLabelIds[field] }) : field}
        </Tag>
      ))}
    </Flex>
  );
}

/** The trip's events, newest first: what happened, who did it (name and role) and when. */
export function TripHistoryTimeline({ entries }: { entries: readonly Entry[] }) {
  const intl = useIntl();
  const newestFirst = [...entries].sort((a, b) => b.version - a.version);
  return (
    <Timeline
      items={newestFirst.map((entry) => ({
        key: entry.version,
        color: eventColors[entry.type],
        content: (
          <Flex vertical gap={4}>
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>
                <FormattedMessage id={eventLabelIds[entry.type]} />
              </Typography.Text>
              {entry.type === "TripStatusChanged" ? <TripStatusTag status={entry.status} /> : null}
            </Flex>
            <Typography.Text type="secondary">
              <FormattedMessage
                id="trips.history.byWhom"
                values={{
                  name: entry.actor.name || intl.formatMessage({ id: "trips.history.unknownActor" }),
                  role: intl.formatMessage({ id: roleLabelIds[entry.actor.role] }),
                  when: <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>,
                }}
              />
            </Typography.Text>
            <ChangedFields entry={entry} />
          </Flex>
        ),
      }))}
    />
  );
}
