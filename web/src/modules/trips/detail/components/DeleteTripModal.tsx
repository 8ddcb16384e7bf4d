import { Modal } from "antd";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { ConfirmModalBody } from "../../../../components/ConfirmModalBody.tsx";
import { destructiveModalProps } from "../../../../lib/destructiveModal.ts";
import { toErrorDetails } from "../../../../lib/toErrorDetails.ts";
import type { FlashState } from "../../shared/components/FlashNotice.tsx";
import { formatDayRange } from "../../shared/formatTrip.ts";
import type { TripDetailData } from "./tripDetailTypes.ts";
import { useDeleteTrip } from "./useDeleteTrip.ts";

interface DeleteTripModalProps {
  trip: Pick<TripDetailData, "id" | "yachtName" | "embarkationDate" | "disembarkationDate">;
  open: boolean;
  onClose: () => void;
}

/** Asks before deleting (reversing a deletion costs 10 zł); on success goes to the list. */
export function DeleteTripModal({ trip, open, onClose }: DeleteTripModalProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [deleteTrip, { loading }] = useDeleteTrip(trip.id);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      const { data } = await deleteTrip();
      const state: FlashState = { flash: data?.deleteTrip.message ?? intl.formatMessage({ id: "trips.detail.delete.done" }) };
      void navigate("/sailing-trips", { state });
    } catch (error) {
      const reason = toErrorDetails(error).message ?? intl.formatMessage({ id: "trips.detail.delete.fallbackError" });
      setFailure(intl.formatMessage({ id: "trips.detail.delete.failed" }, { message: reason }));
    }
  };
  const cancel = () => {
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: "trips.detail.delete.title" })}
      okText={intl.formatMessage({ id: "trips.detail.delete.confirm" })}
      cancelText={intl.formatMessage({ id: "trips.detail.delete.cancel" })}
      okButtonProps={{ danger: true }}
      confirmLoading={loading}
      onOk={() => void confirm()}
      onCancel={cancel}
      destroyOnHidden
      {...destructiveModalProps}
    >
      <ConfirmModalBody
        question={
          <FormattedMessage
            id="trips.detail.delete.question"
            values={{ yacht: trip.yachtName, dates: formatDayRange(trip.embarkationDate, trip.disembarkationDate) }}
          />
        }
        warning={intl.formatMessage({ id: "trips.detail.delete.feeWarning" })}
        failure={failure}
      />
    </Modal>
  );
}
