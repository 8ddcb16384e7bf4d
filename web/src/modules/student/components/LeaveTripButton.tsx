import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { ConfirmButton } from "../../school/components/ConfirmButton.tsx";
import { leavePlannedTripMutation } from "../graphql/studentSchoolMutations.ts";
import { enrolledTripsQuery, studentPlannedTripsQuery } from "../graphql/studentSchoolQueries.ts";
import type { StudentTrip } from "./studentTripTypes.ts";

/** 'Wypisz się' with a confirmation modal; an accepted student gives up the place. */
export function LeaveTripButton({ trip, onLeft }: { trip: StudentTrip; onLeft: (message: string) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [leave] = useMutation(leavePlannedTripMutation, {
    refetchQueries: [{ query: studentPlannedTripsQuery }, { query: enrolledTripsQuery, variables: { status: null } }],
  });
  return (
    <ConfirmButton
      danger
      size="middle"
      label={t("students.leave.button")}
      title={t("students.leave.title")}
      question={t("students.leave.question", { name: trip.name })}
      warning={trip.enrolmentStatus === "ACCEPTED" ? t("students.leave.acceptedWarning") : undefined}
      failedText={t("students.leave.failed")}
      onConfirm={async () => {
        await leave({ variables: { id: trip.id } });
        onLeft(t("students.leave.done"));
      }}
    />
  );
}
