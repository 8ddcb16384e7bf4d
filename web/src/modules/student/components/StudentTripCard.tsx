import { Descriptions, Flex, Tag } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { EnrolmentStatusTag } from "../../school/components/EnrolmentStatusTag.tsx";
import { plannedTripItems } from "../../planned/components/plannedTripItems.ts";
import { type StudentTrip, spotsTextId } from "./studentTripTypes.ts";

/** One planned trip as a student sees it: name (link), captain, dates, route, yacht, free spots, own state. */
export function StudentTripCard({ trip }: { trip: StudentTrip }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const spots = spotsTextId(trip);
  return (
    <Card
      size="small"
      style={{ height: "100%" }}
      title={
        <Link to={`/student/planned-sailing-trips/${trip.id}`} style={{ fontSize: 16 }}>
          {trip.name}
        </Link>
      }
      extra={
        <Flex gap={4} wrap>
          {!trip.isActive ? <Tag>{t("students.planned.inactive")}</Tag> : null}
          <EnrolmentStatusTag status={trip.enrolmentStatus} />
        </Flex>
      }
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: "captain", label: t("students.trips.captain"), children: `${trip.captain.firstName} ${trip.captain.lastName}` },
          ...plannedTripItems(trip, t),
          {
            key: "spots",
            label: t("students.trips.spots"),
            children: <span style={trip.spotsLeft === 0 ? { color: "#cf1322" } : undefined}>{t(spots.id, spots.values)}</span>,
          },
        ]}
      />
    </Card>
  );
}
