import { Button, Flex, Typography } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import type { SeaTimeQuery } from "../../../../gql/graphql.ts";
import { formatDayRange } from "../../../trips/shared/formatTrip.ts";
import type { useTripMarks } from "../../hooks/useTripMarks.ts";

type Trip = SeaTimeQuery["seaTime"]["trips"][number];

/** The row's save button with what happened: 'Saved', or the server's error. */
export function MarkSave({ trip, marks }: { trip: Trip; marks: ReturnType<typeof useTripMarks> }) {
  const intl = useIntl();
  const error = marks.errors[trip.id];
  return (
    <Flex vertical gap={2} style={{ minWidth: 100 }}>
      <Button
        type={marks.dirty(trip) ? "primary" : "default"}
        disabled={!marks.dirty(trip) || (marks.saving !== null && marks.saving !== trip.id)}
        loading={marks.saving === trip.id}
        onClick={() => void marks.save(trip)}
        aria-label={`${intl.formatMessage({ id: "seatime.marksTable.save" })}: ${formatDayRange(trip.embarkationDate, trip.disembarkationDate)} ${trip.yachtName}`}
      >
        <FormattedMessage id="seatime.marksTable.save" />
      </Button>
      {marks.saved === trip.id ? (
        <Typography.Text type="success" role="status" style={{ fontSize: 12 }}>
          <FormattedMessage id="seatime.marksTable.saved" />
        </Typography.Text>
      ) : null}
      {error && !error.fields.nightHours ? (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {error.message ?? intl.formatMessage({ id: "seatime.marksTable.saveError" })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
