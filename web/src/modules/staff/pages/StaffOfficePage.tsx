import { Card, Empty, Typography } from "antd";
import { FormattedMessage, useIntl } from "react-intl";

export function StaffOfficePage() {
  const intl = useIntl();
  return (
    <section>
      <Typography.Title level={1}>
        <FormattedMessage id="staff.office.title" />
      </Typography.Title>
      <Card>
        <Empty description={intl.formatMessage({ id: "staff.office.empty" })} />
      </Card>
    </section>
  );
}
