import { useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import type { EnrolmentStatus } from "../../../gql/graphql.ts";
import { CardGrid } from "../../school/components/CardGrid.tsx";
import { ChoiceFilter } from "../../school/components/ChoiceFilter.tsx";
import { PageHeader } from "../../school/components/PageHeader.tsx";
import { QueryState } from "../../school/components/QueryState.tsx";
import { useSearchParamChoice } from "../../school/useSearchParamChoice.ts";
import { StudentTripCard } from "../components/StudentTripCard.tsx";
import { enrolledTripsQuery } from "../graphql/studentSchoolQueries.ts";

const FILTERS = ["all", "pending", "accepted", "rejected"] as const;
type Filter = (typeof FILTERS)[number];
const STATUS: Record<Filter, EnrolmentStatus | null> = { all: null, pending: "PENDING", accepted: "ACCEPTED", rejected: "REJECTED" };

/** /student/enrolled-trips?status=...: the student's enrolments, filtered all / pending / accepted / rejected. */
export function StudentEnrolledTripsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const [filter, setFilter] = useSearchParamChoice("status", FILTERS);
  const trips = useQuery(enrolledTripsQuery, { variables: { status: STATUS[filter] }, fetchPolicy: "cache-and-network" });
  return (
    <section>
      <PageHeader titleId="students.enrolled.title" introId="students.enrolled.intro" />
      <ChoiceFilter
        label={t("students.enrolled.filterLabel")}
        choices={FILTERS}
        value={filter}
        choiceLabel={(f) => t(`students.enrolled.filter.${f}`)}
        onChange={setFilter}
      />
      <QueryState query={trips} errorTitleId="students.enrolled.loadError">
        {({ enrolledTrips }) => (
          <CardGrid
            items={enrolledTrips}
            emptyText={t(`students.enrolled.empty.${filter}`)}
            countText={t("students.trips.count", { count: enrolledTrips.length })}
            label={(trip) => trip.name}
            renderCard={(trip) => <StudentTripCard trip={trip} />}
          />
        )}
      </QueryState>
    </section>
  );
}
