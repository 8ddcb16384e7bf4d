import { Alert, Card, Flex, Typography } from "antd";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { DeletedTripsTable } from "../components/DeletedTripsTable.tsx";
import { RestoreTripModal } from "../components/RestoreTripModal.tsx";
import { ReversalFeesTable } from "../components/ReversalFeesTable.tsx";
import type { DeletedTrip } from "../components/staffTypes.ts";

/** /staff: the office restores deleted trips (charging the 10.00 zł fee) and sees the fees. */
export function StaffOfficePage() {
  const intl = useIntl();
  const [restoring, setRestoring] = useState<DeletedTrip | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = (id: string) => <h2 style={{ fontSize: 18, margin: 0 }}>{intl.formatMessage({ id })}</h2>;
  return (
    <section>
      <Typography.Title level={1}>
        <FormattedMessage id="staff.office.title" />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="staff.office.intro" />
      </Typography.Paragraph>
      {notice ? (
        <Alert type="success" showIcon role="status" title={notice} closable={{ onClose: () => setNotice(null) }} style={{ marginBottom: 16 }} />
      ) : null}
      <Flex vertical gap={24}>
        <Card title={heading("staff.deleted.title")}>
          <DeletedTripsTable onRestore={setRestoring} />
        </Card>
        <Card title={heading("staff.fees.title")}>
          <ReversalFeesTable />
        </Card>
      </Flex>
      <RestoreTripModal
        trip={restoring}
        onClose={() => setRestoring(null)}
        onRestored={(message) => {
          setRestoring(null);
          setNotice(message);
        }}
      />
    </section>
  );
}
