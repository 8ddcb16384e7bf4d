import { Descriptions, Flex, Tag } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import type { PlannedTripFieldsFragment } from "../../../gql/graphql.ts";
import { plannedTripItems } from "./plannedTripItems.ts";
import { todayIso } from "../../trips/wizard/steps/todayIso.ts";

/** True once the trip's end date is before today: it can be logged ('Zaloguj rejs'). */
export const hasEnded = (trip: Pick<PlannedTripFieldsFragment, "endDate">, today = todayIso()) => trip.endDate < today;

/** One planned trip in the captain's list: name (link), dates, route, yacht, crew and requests. */
export function PlannedTripCard({ trip }: { trip: PlannedTripFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const crew =
    trip.maxCrewMembers == null
      ? t("students.planned.crewUnlimited", { accepted: trip.acceptedCount })
      : t("students.planned.crewLimited", { accepted: trip.acceptedCount, max: trip.maxCrewMembers });
  return (
    <Card
      size="small"
      style={{ height: "100%" }}
      title={
        <Link to={`/planned-sailing-trips/${trip.id}`} style={{ fontSize: 16 }}>
          {trip.name}
        </Link>
      }
      extra={
        <Flex gap={4} wrap>
          {hasEnded(trip) ? <Tag>{t("students.planned.ended")}</Tag> : null}
          <Tag color={trip.isActive ? "green" : "default"}>{t(trip.isActive ? "students.planned.active" : "students.planned.inactive")}</Tag>
        </Flex>
      }
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          ...plannedTripItems(trip, t),
          { key: "crew", label: t("students.planned.crew"), children: crew },
          { key: "pending", label: t("students.planned.pendingRequests"), children: trip.pendingCount },
        ]}
      />
      {hasEnded(trip) ? (
        <div style={{ marginTop: 12 }}>
          <ButtonLink size="small" type="primary" to={`/sailing-trips/new?fromPlanned=${encodeURIComponent(trip.id)}`}>
            {t("students.detail.logTrip")}
          </ButtonLink>
        </div>
      ) : null}
    </Card>
  );
}
