import { Card } from "../../../components/Card.tsx";
import { PageHeader } from "../../school/components/PageHeader.tsx";
import { PlannedTripForm } from "../components/PlannedTripForm.tsx";

/** /planned-sailing-trips/new */
export function PlannedTripCreatePage() {
  return (
    <section>
      <PageHeader titleId="students.planned.newTitle" introId="students.planned.newIntro" />
      <Card>
        <PlannedTripForm trip={null} />
      </Card>
    </section>
  );
}
