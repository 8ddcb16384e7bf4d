import { Alert, Flex, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useIntl } from "react-intl";
import { EnrolmentStatusTag } from "../../school/components/EnrolmentStatusTag.tsx";
import { formatDay } from "../../trips/shared/formatTrip.ts";
import { JoinTripButton } from "./JoinTripButton.tsx";
import { LeaveTripButton } from "./LeaveTripButton.tsx";
import { MyNotesForm } from "./MyNotesForm.tsx";
import type { StudentTrip } from "./studentTripTypes.ts";

/** Why a student cannot join: inactive, full, or rejected without the captain's permission. */
function blockedReasonId(trip: StudentTrip): string {
  if (!trip.isActive) return "students.join.inactive";
  if (trip.spotsLeft != null && trip.spotsLeft <= 0) return "students.trips.noSpots";
  if (trip.enrolmentStatus === "REJECTED") return "students.join.rejected";
  return "students.join.unavailable";
}

/** The student's place on the trip: state, join / leave, own notes. */
export function EnrolmentPanel({ trip, onMessage }: { trip: StudentTrip; onMessage: (text: string) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const enrolled = trip.enrolmentStatus === "PENDING" || trip.enrolmentStatus === "ACCEPTED";
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{t("students.enrolment.title")}</h2>}>
      <Flex vertical gap={12}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text>{t("students.enrolment.state")}</Typography.Text>
          <EnrolmentStatusTag status={trip.enrolmentStatus} />
          {trip.joinedAt && enrolled ? (
            <Typography.Text type="secondary">{t("students.enrolment.joinedAt", { date: formatDay(trip.joinedAt) })}</Typography.Text>
          ) : null}
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t(`students.enrolment.explain.${trip.enrolmentStatus}`)}
        </Typography.Paragraph>
        {enrolled ? (
          <>
            {trip.canLeave ? (
              <Flex>
                <LeaveTripButton trip={trip} onLeft={onMessage} />
              </Flex>
            ) : (
              <Alert type="info" showIcon title={t("students.leave.started")} />
            )}
            <MyNotesForm key={trip.myNotes ?? ""} tripId={trip.id} notes={trip.myNotes ?? ""} />
          </>
        ) : trip.canJoin ? (
          <Flex>
            <JoinTripButton trip={trip} onJoined={onMessage} rejoin={trip.enrolmentStatus === "REJECTED"} />
          </Flex>
        ) : (
          <Alert type="warning" showIcon title={t(blockedReasonId(trip))} />
        )}
      </Flex>
    </Card>
  );
}
