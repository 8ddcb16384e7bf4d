import { Card } from "../../../components/Card.tsx";
import { PageHeader } from "../../school/components/PageHeader.tsx";
import { AcceptInvitationForm } from "../components/AcceptInvitationForm.tsx";

/** /student/invitations: accept a captain's invitation by its code. */
export function StudentInvitationsPage() {
  return (
    <section>
      <PageHeader titleId="students.accept.title" introId="students.accept.intro" />
      <Card style={{ maxWidth: 560 }}>
        <AcceptInvitationForm />
      </Card>
    </section>
  );
}
