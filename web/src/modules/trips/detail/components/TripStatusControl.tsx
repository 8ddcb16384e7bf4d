import { useMutation } from "@apollo/client/react";
import { Alert, Button, Flex, Typography } from "antd";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { TripStatus } from "../../../../gql/graphql.ts";
import { toErrorDetails } from "../../../../lib/toErrorDetails.ts";
import { LockedButton } from "../../../layout/components/LockedButton.tsx";
import { TripStatusTag } from "../../shared/components/TripStatusTag.tsx";
import { tripStatusTransitions } from "../../shared/tripLabels.ts";
import { setTripStatusMutation } from "../graphql/setTripStatusMutation.ts";

const actionIds: Record<TripStatus, string> = {
  planned: "trips.detail.status.toPlanned",
  in_progress: "trips.detail.status.toInProgress",
  completed: "trips.detail.status.toCompleted",
  cancelled: "trips.detail.status.toCancelled",
};

type Outcome = { type: "success" | "error"; text: string } | null;

/** The trip's status and a button for each allowed change; changing it needs Premium (the API enforces it). */
export function TripStatusControl({ tripId, status, hasPremium }: { tripId: string; status: TripStatus; hasPremium: boolean }) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState<TripStatus | null>(null);
  const [setStatus] = useMutation(setTripStatusMutation, { refetchQueries: ["TripHistory"] });
  const next = tripStatusTransitions[status];

  const change = async (target: TripStatus) => {
    setPending(target);
    setOutcome(null);
    try {
      await setStatus({ variables: { id: tripId, status: target } });
      setOutcome({ type: "success", text: intl.formatMessage({ id: "trips.detail.status.changed" }) });
    } catch (error) {
      const reason = toErrorDetails(error).message;
      const title = intl.formatMessage({ id: "trips.detail.status.failed" });
      setOutcome({ type: "error", text: reason ? `${title}: ${reason}` : title });
    } finally {
      setPending(null);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={12} wrap>
        <Typography.Text strong>
          <FormattedMessage id="trips.detail.status.label" />
        </Typography.Text>
        <TripStatusTag status={status} />
        {next.length === 0 ? (
          <Typography.Text type="secondary">
            <FormattedMessage id="trips.detail.status.final" />
          </Typography.Text>
        ) : (
          next.map((target) =>
            !hasPremium ? (
              <LockedButton key={target} size="small" reason="premium" label={intl.formatMessage({ id: actionIds[target] })} />
            ) : (
              <Button
                key={target}
                size="small"
                danger={target === "cancelled"}
                loading={pending === target}
                disabled={pending !== null && pending !== target}
                onClick={() => void change(target)}
              >
                <FormattedMessage id={actionIds[target]} />
              </Button>
            ),
          )
        )}
      </Flex>
      {outcome ? (
        <Alert
          type={outcome.type}
          showIcon
          title={outcome.text}
          role={outcome.type === "success" ? "status" : "alert"}
          closable={{ onClose: () => setOutcome(null) }}
        />
      ) : null}
    </Flex>
  );
}
