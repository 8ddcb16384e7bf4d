import { useMutation } from "@apollo/client/react";
import { Flex, Tooltip, Button } from "antd";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import type { PlannedTripFieldsFragment } from "../../../gql/graphql.ts";
import { ConfirmButton } from "../../school/components/ConfirmButton.tsx";
import { deletePlannedTripMutation } from "../graphql/plannedTripMutations.ts";
import { plannedTripsQuery } from "../graphql/plannedTripQueries.ts";
import { hasEnded } from "./PlannedTripCard.tsx";

/** Edit, delete (with a confirmation) and — once the dates have passed — 'Zaloguj rejs'. */
export function PlannedTripActions({ trip }: { trip: PlannedTripFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const [remove] = useMutation(deletePlannedTripMutation, { refetchQueries: [{ query: plannedTripsQuery }] });
  const ended = hasEnded(trip);
  return (
    <Flex gap={8} wrap>
      {ended ? (
        <ButtonLink type="primary" to={`/sailing-trips/new?fromPlanned=${encodeURIComponent(trip.id)}`}>
          {t("students.detail.logTrip")}
        </ButtonLink>
      ) : (
        <Tooltip title={t("students.detail.logTripLater")}>
          <Button disabled>{t("students.detail.logTrip")}</Button>
        </Tooltip>
      )}
      <ButtonLink to={`/planned-sailing-trips/edit/${trip.id}`}>{t("students.detail.edit")}</ButtonLink>
      <ConfirmButton
        danger
        size="middle"
        label={t("students.detail.delete")}
        title={t("students.detail.deleteTitle")}
        question={t("students.detail.deleteQuestion", { name: trip.name })}
        warning={t("students.detail.deleteWarning")}
        failedText={t("students.detail.deleteFailed")}
        onConfirm={async () => {
          await remove({ variables: { id: trip.id } });
          void navigate("/planned-sailing-trips", { state: { flash: t("students.detail.deleted") } });
        }}
      />
    </Flex>
  );
}
