import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { useIntl } from "react-intl";
import { PageHeader } from "../../school/components/PageHeader.tsx";
import { ConnectedStudentList } from "../components/ConnectedStudentList.tsx";

/** /my-students: the connected students with their connection date, enrolments and contact data. */
export function MyStudentsPage() {
  const intl = useIntl();
  return (
    <section>
      <PageHeader
        titleId="students.myStudents.title"
        introId="students.myStudents.intro"
        actions={<ButtonLink to="/student-management">{intl.formatMessage({ id: "students.management.title" })}</ButtonLink>}
      />
      <ConnectedStudentList />
    </section>
  );
}
