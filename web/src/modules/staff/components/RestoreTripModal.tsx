import { useMutation } from "@apollo/client/react";
import { Alert, Flex, Modal, Typography } from "antd";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { toErrorDetails } from "../../../lib/toErrorDetails.ts";
import { formatDayRange } from "../../trips/shared/formatTrip.ts";
import { restoreTripMutation } from "../graphql/restoreTripMutation.ts";
import type { DeletedTrip } from "./staffTypes.ts";

interface RestoreTripModalProps {
  /** The trip to restore; null keeps the modal closed. */
  trip: DeletedTrip | null;
  onClose: () => void;
  onRestored: (message: string) => void;
}

/** Confirms restoring a deleted trip, which charges its captain the 10.00 zł reversal fee. */
export function RestoreTripModal({ trip, onClose, onRestored }: RestoreTripModalProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  const [restore, { loading }] = useMutation(restoreTripMutation, { refetchQueries: ["StaffDeletedTrips", "StaffReversalFees"], awaitRefetchQueries: true });

  const confirm = async () => {
    if (!trip) return;
    setFailure(null);
    try {
      const { data } = await restore({ variables: { id: trip.id } });
      onRestored(data?.restoreTrip.message ?? intl.formatMessage({ id: "staff.restore.done" }));
    } catch (error) {
      setFailure(toErrorDetails(error).message ?? intl.formatMessage({ id: "staff.restore.failed" }));
    }
  };
  const cancel = () => {
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      open={trip !== null}
      title={intl.formatMessage({ id: "staff.restore.title" })}
      okText={intl.formatMessage({ id: "staff.restore.confirm" })}
      cancelText={intl.formatMessage({ id: "staff.restore.cancel" })}
      confirmLoading={loading}
      onOk={() => void confirm()}
      onCancel={cancel}
      destroyOnHidden
    >
      {trip ? (
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>
            <FormattedMessage
              id="staff.restore.question"
              values={{
                yacht: trip.yachtName,
                dates: formatDayRange(trip.embarkationDate, trip.disembarkationDate),
                captain: trip.owner.name,
              }}
            />
          </Typography.Paragraph>
          <Alert type="warning" showIcon title={intl.formatMessage({ id: "staff.restore.feeWarning" })} />
          {failure ? <Alert type="error" showIcon title={failure} /> : null}
        </Flex>
      ) : null}
    </Modal>
  );
}
