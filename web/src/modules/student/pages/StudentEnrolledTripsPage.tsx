import { useQuery } from "@apollo/client/react";
import { Empty, Flex, Segmented, Typography } from "antd";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import type { EnrolmentStatus } from "../../../gql/graphql.ts";
import { PageHeader } from "../../school/components/PageHeader.tsx";
import { QueryState } from "../../school/components/QueryState.tsx";
import { StudentTripGrid } from "../components/StudentTripGrid.tsx";
import { enrolledTripsQuery } from "../graphql/studentSchoolQueries.ts";

const FILTERS = ["all", "pending", "accepted", "rejected"] as const;
type Filter = (typeof FILTERS)[number];
const STATUS: Record<Filter, EnrolmentStatus | null> = { all: null, pending: "PENDING", accepted: "ACCEPTED", rejected: "REJECTED" };

/** /student/enrolled-trips?status=...: the student's enrolments, filtered all / pending / accepted / rejected. */
export function StudentEnrolledTripsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const filter: Filter = FILTERS.find((f) => f === params.get("status")) ?? "all";
  const { data, loading, error, refetch } = useQuery(enrolledTripsQuery, { variables: { status: STATUS[filter] }, fetchPolicy: "cache-and-network" });
  return (
    <section>
      <PageHeader titleId="students.enrolled.title" introId="students.enrolled.intro" />
      {/* on a phone the filter scrolls sideways instead of widening the page */}
      <div style={{ overflowX: "auto", maxWidth: "100%", marginBottom: 16 }}>
        <Segmented
          aria-label={t("students.enrolled.filterLabel")}
          value={filter}
          onChange={(value) => setParams(value === "all" ? {} : { status: value }, { replace: true })}
          options={FILTERS.map((f) => ({ value: f, label: t(`students.enrolled.filter.${f}`) }))}
        />
      </div>
      <QueryState data={data} loading={loading} error={error} errorTitleId="students.enrolled.loadError" onRetry={() => void refetch()}>
        {({ enrolledTrips }) =>
          enrolledTrips.length === 0 ? (
            <Empty description={t(`students.enrolled.empty.${filter}`)} style={{ padding: "32px 0" }} />
          ) : (
            <Flex vertical gap={12}>
              <Typography.Text type="secondary" role="status">
                {t("students.trips.count", { count: enrolledTrips.length })}
              </Typography.Text>
              <StudentTripGrid trips={enrolledTrips} />
            </Flex>
          )
        }
      </QueryState>
    </section>
  );
}
