import { Typography } from "antd";
import { FormattedMessage } from "react-intl";
import { useAuth } from "../../auth/useAuth.ts";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";

export function StudentDashboardPage() {
  const { student } = useAuth();
  return (
    <section>
      <DocumentTitle id="title.studentDashboard" />
      <Typography.Title level={1}>
        <FormattedMessage id="student.dashboard.title" values={{ firstName: student?.firstName ?? "" }} />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="student.dashboard.intro" />
      </Typography.Paragraph>
    </section>
  );
}
