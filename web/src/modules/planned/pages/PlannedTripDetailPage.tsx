import { useQuery } from "@apollo/client/react";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";
import { Descriptions, Flex, Tag, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useIntl } from "react-intl";
import { Link, useParams } from "react-router-dom";
import { QueryState } from "../../school/components/QueryState.tsx";
import { isNotFound } from "../../school/isNotFound.ts";
import { FlashNotice } from "../../trips/shared/components/FlashNotice.tsx";
import { formatDayRange, formatRoute } from "../../trips/shared/formatTrip.ts";
import { EnrolmentGroups } from "../components/EnrolmentGroups.tsx";
import { PlannedTripActions } from "../components/PlannedTripActions.tsx";
import { PlannedTripNotFound } from "../components/PlannedTripNotFound.tsx";
import { plannedTripQuery } from "../graphql/plannedTripQueries.ts";

/** /planned-sailing-trips/:id: the trip, its actions and its students grouped pending / accepted / rejected. */
export function PlannedTripDetailPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { id = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(plannedTripQuery, { variables: { id }, fetchPolicy: "cache-and-network" });
  if (!data && isNotFound(error)) return <PlannedTripNotFound />;
  return (
    <section>
      <Link to="/planned-sailing-trips">← {t("students.planned.backToList")}</Link>
      <FlashNotice />
      <QueryState data={data} loading={loading} error={error} errorTitleId="students.planned.loadOneError" onRetry={() => void refetch()}>
        {({ plannedTrip: trip }) => (
          <>
            <Flex justify="space-between" align="center" wrap gap={12} style={{ margin: "8px 0 16px" }}>
              <Flex align="center" gap={8} wrap>
                <DocumentTitle id="students.planned.pageTitle" values={{ name: trip.name }} />
                <Typography.Title level={1} style={{ margin: 0 }}>
                  {trip.name}
                </Typography.Title>
                <Tag color={trip.isActive ? "green" : "default"}>{t(trip.isActive ? "students.planned.active" : "students.planned.inactive")}</Tag>
              </Flex>
              <PlannedTripActions trip={trip} />
            </Flex>
            <Card style={{ marginBottom: 24 }}>
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2 }}
                items={[
                  { key: "dates", label: t("students.planned.dates"), children: formatDayRange(trip.startDate, trip.endDate) },
                  { key: "route", label: t("students.planned.route"), children: formatRoute(trip.embarkationPort, trip.disembarkationPort) },
                  { key: "yacht", label: t("students.planned.fields.yachtName"), children: trip.yachtName || "—" },
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
                  ...(trip.description
                    ? [
                        {
                          key: "description",
                          label: t("students.planned.fields.description"),
                          span: "filled" as const,
                          children: <span style={{ whiteSpace: "pre-wrap" }}>{trip.description}</span>,
                        },
                      ]
                    : []),
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
