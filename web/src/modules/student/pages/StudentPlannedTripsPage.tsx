import { useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { CardGrid } from "../../school/components/CardGrid.tsx";
import { PageHeader } from "../../school/components/PageHeader.tsx";
import { QueryState } from "../../school/components/QueryState.tsx";
import { StudentTripCard } from "../components/StudentTripCard.tsx";
import { studentPlannedTripsQuery } from "../graphql/studentSchoolQueries.ts";

/** /student/planned-sailing-trips: active future trips of the captains the student is connected to. */
export function StudentPlannedTripsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const trips = useQuery(studentPlannedTripsQuery, { fetchPolicy: "cache-and-network" });
  return (
    <section>
      <PageHeader titleId="students.trips.title" introId="students.trips.intro" />
      <QueryState query={trips} errorTitleId="students.trips.loadError">
        {({ studentPlannedTrips }) => (
          <CardGrid
            items={studentPlannedTrips}
            emptyText={t("students.trips.empty")}
            emptyAction={
              <ButtonLink to="/student/invitations" type="primary">
                {t("students.captains.acceptLink")}
              </ButtonLink>
            }
            countText={t("students.trips.count", { count: studentPlannedTrips.length })}
            label={(trip) => trip.name}
            renderCard={(trip) => <StudentTripCard trip={trip} />}
          />
        )}
      </QueryState>
    </section>
  );
}
