import { useQuery } from "@apollo/client/react";
import { Descriptions, Flex, Tag, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useIntl } from "react-intl";
import { Link, useParams } from "react-router-dom";
import { QueryState } from "../../school/components/QueryState.tsx";
import { isNotFound } from "../../school/isNotFound.ts";
import { FlashNotice } from "../../trips/shared/components/FlashNotice.tsx";
import { EnrolmentGroups } from "../components/EnrolmentGroups.tsx";
import { PlannedTripActions } from "../components/PlannedTripActions.tsx";
import { PlannedTripHeading } from "../components/PlannedTripHeading.tsx";
import { PlannedTripNotFound } from "../components/PlannedTripNotFound.tsx";
import { plannedTripItems } from "../components/plannedTripItems.ts";
import { tripDescriptionItems } from "../components/tripDescriptionItems.tsx";
import { plannedTripQuery } from "../graphql/plannedTripQueries.ts";

/** /planned-sailing-trips/:id: the trip, its actions and its students grouped pending / accepted / rejected. */
export function PlannedTripDetailPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { id = "" } = useParams();
  const result = useQuery(plannedTripQuery, { variables: { id }, fetchPolicy: "cache-and-network" });
  if (!result.data && isNotFound(result.error)) return <PlannedTripNotFound />;
  return (
    <section>
      <Link to="/planned-sailing-trips">← {t("students.planned.backToList")}</Link>
      <FlashNotice />
      <QueryState query={result} errorTitleId="students.planned.loadOneError">
        {({ plannedTrip: trip }) => (
          <>
            <Flex justify="space-between" align="center" wrap gap={12} style={{ margin: "8px 0 16px" }}>
              <PlannedTripHeading
                name={trip.name}
                tag={<Tag color={trip.isActive ? "green" : "default"}>{t(trip.isActive ? "students.planned.active" : "students.planned.inactive")}</Tag>}
              />
              <PlannedTripActions trip={trip} />
            </Flex>
            <Card style={{ marginBottom: 24 }}>
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2 }}
                items={[
                  ...plannedTripItems(trip, t),
                  { key: "yachtType", label: t("students.planned.fields.yachtType"), children: trip.yachtType || "—" },
                  {
                    key: "crew",
                    label: t("students.planned.crew"),
                    children:
                      trip.maxCrewMembers == null
                        ? t("students.planned.crewUnlimited", { accepted: trip.acceptedCount })
                        : t("students.planned.crewLimited", { accepted: trip.acceptedCount, max: trip.maxCrewMembers }),
                  },
                  { key: "pending", label: t("students.planned.pendingRequests"), children: trip.pendingCount },
                  ...tripDescriptionItems(trip.description, t, "filled"),
                ]}
              />
            </Card>
            <Typography.Title level={2} style={{ fontSize: 20 }}>
              {t("students.detail.students")}
            </Typography.Title>
            <EnrolmentGroups enrolments={trip.enrolments} tripId={trip.id} />
          </>
        )}
      </QueryState>
    </section>
  );
}
