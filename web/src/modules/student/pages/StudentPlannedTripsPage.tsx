import { useQuery } from "@apollo/client/react";
import { Empty, Flex, Typography } from "antd";
import { useIntl } from "react-intl";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { PageHeader } from "../../school/components/PageHeader.tsx";
import { QueryState } from "../../school/components/QueryState.tsx";
import { StudentTripGrid } from "../components/StudentTripGrid.tsx";
import { studentPlannedTripsQuery } from "../graphql/studentSchoolQueries.ts";

/** /student/planned-sailing-trips: active future trips of the captains the student is connected to. */
export function StudentPlannedTripsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const { data, loading, error, refetch } = useQuery(studentPlannedTripsQuery, { fetchPolicy: "cache-and-network" });
  return (
    <section>
      <PageHeader titleId="students.trips.title" introId="students.trips.intro" />
      <QueryState data={data} loading={loading} error={error} errorTitleId="students.trips.loadError" onRetry={() => void refetch()}>
        {({ studentPlannedTrips }) =>
          studentPlannedTrips.length === 0 ? (
            <Empty description={t("students.trips.empty")} style={{ padding: "32px 0" }}>
              <ButtonLink to="/student/invitations" type="primary">
                {t("students.captains.acceptLink")}
              </ButtonLink>
            </Empty>
          ) : (
            <Flex vertical gap={12}>
              <Typography.Text type="secondary" role="status">
                {t("students.trips.count", { count: studentPlannedTrips.length })}
              </Typography.Text>
              <StudentTripGrid trips={studentPlannedTrips} />
            </Flex>
          )
        }
      </QueryState>
    </section>
  );
}
