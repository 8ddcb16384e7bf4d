import { Flex, Tag, Timeline, Typography } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import type { TripHistoryQuery } from "../../../../gql/graphql.ts";
import { TripStatusTag } from "../../shared/components/TripStatusTag.tsx";
import { formatDateTime } from "../../shared/formatTrip.ts";
import { eventColors, eventLabelIds, fieldLabelIds, roleLabelIds } from "../historyLabels.ts";

type Entry = TripHistoryQuery["tripHistory"][number];
type Change = Entry["changes"][number];

/** One changed field in words: "Port wyokrętowania: Gdynia → Hel", "Załoga: dodano Ewa Ślązak". */
function changeLines(change: Change, intl: ReturnType<typeof useIntl>): string[] {
  const field = fieldLabelIds[change.field] ? intl.formatMessage({ id: fieldLabelIds[change.field] }) : change.field;
  const value = (v: string | null) =>
    v === null
      ? intl.formatMessage({ id: "history.value.empty" })
      : v === "true"
        ? intl.formatMessage({ id: "history.value.yes" })
        : v === "false"
          ? intl.formatMessage({ id: "history.value.no" })
          : v;
  const names = (list: readonly string[]) => intl.formatList(list, { type: "conjunction" });
  const isList = change.added.length + change.removed.length + change.edited.length > 0;
  if (!isList) return [intl.formatMessage({ id: "history.change.value" }, { field, before: value(change.before), after: value(change.after) })];
  return [
    ...(change.added.length ? [intl.formatMessage({ id: "history.change.added" }, { field, names: names(change.added) })] : []),
    ...(change.removed.length ? [intl.formatMessage({ id: "history.change.removed" }, { field, names: names(change.removed) })] : []),
    ...(change.edited.length ? [intl.formatMessage({ id: "history.change.edited" }, { field, names: names(change.edited) })] : []),
  ];
}

/** What an edit changed, field by field, before → after (creation, deletion and restoring list none). */
function ChangedFields({ entry }: { entry: Entry }) {
  const intl = useIntl();
  if (entry.type !== "TripUpdated") return null;
  const lines = entry.changes.flatMap((c) => changeLines(c, intl));
  if (lines.length > 0) {
    return (
      <Flex vertical gap={2} aria-label={intl.formatMessage({ id: "history.changes.label" })}>
        {lines.map((line) => (
          <Typography.Text key={line}>{line}</Typography.Text>
        ))}
      </Flex>
    );
  }
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
