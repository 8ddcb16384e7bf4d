import { Typography } from "antd";
import { FormattedMessage } from "react-intl";
import { useAuth } from "../../auth/useAuth.ts";

export function DashboardPage() {
  const { user } = useAuth();
  return (
    <section>
      <Typography.Title level={1}>
        <FormattedMessage id="dashboard.title" values={{ name: user?.name ?? "" }} />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="dashboard.intro" />
      </Typography.Paragraph>
    </section>
  );
}
