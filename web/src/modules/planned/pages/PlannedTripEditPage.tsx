import { useQuery } from "@apollo/client/react";
import { Card } from "../../../components/Card.tsx";
import { useParams } from "react-router-dom";
import { PageHeader } from "../../school/components/PageHeader.tsx";
import { QueryState } from "../../school/components/QueryState.tsx";
import { PlannedTripForm } from "../components/PlannedTripForm.tsx";
import { PlannedTripNotFound } from "../components/PlannedTripNotFound.tsx";
import { plannedTripQuery } from "../graphql/plannedTripQueries.ts";
import { isNotFound } from "../../school/isNotFound.ts";

/** /planned-sailing-trips/edit/:id */
export function PlannedTripEditPage() {
  const { id = "" } = useParams();
  const result = useQuery(plannedTripQuery, { variables: { id }, fetchPolicy: "network-only" });
  if (isNotFound(result.error)) return <PlannedTripNotFound />;
  return (
    <section>
      <PageHeader titleId="students.planned.editTitle" />
      <QueryState query={result} errorTitleId="students.planned.loadOneError">
        {({ plannedTrip }) => (
          <Card>
            <PlannedTripForm trip={plannedTrip} />
          </Card>
        )}
      </QueryState>
    </section>
  );
}
