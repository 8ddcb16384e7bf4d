import { Alert, Flex, Radio } from "antd";
import { Card } from "../../../components/Card.tsx";
import type { ReactNode } from "react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { CaptainsPanel } from "../components/CaptainsPanel.tsx";
import { DeletedTripsTable } from "../components/DeletedTripsTable.tsx";
import { DiscountCodesPanel } from "../components/DiscountCodesPanel.tsx";
import { InvoicesPanel } from "../components/InvoicesPanel.tsx";
import { PlansPanel } from "../components/PlansPanel.tsx";
import { RestoreTripModal } from "../components/RestoreTripModal.tsx";
import { ReversalFeesTable } from "../components/ReversalFeesTable.tsx";
import type { DeletedTrip } from "../components/staffTypes.ts";
import { PageHeading } from "../../../components/PageHeading.tsx";

const TABS = ["trips", "captains", "plans", "codes", "invoices"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/**
 * /staff: the office's day — deleted trips and their 10,00 zł fees, captains with their Premium and
 * payments, plans, discount codes and invoices. ?tab= selects a tab.
 */
export function StaffOfficePage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const active: Tab = isTab(requested) ? requested : "trips";
  const [restoring, setRestoring] = useState<DeletedTrip | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = (id: string) => <h2 style={{ fontSize: 18, margin: 0 }}>{intl.formatMessage({ id })}</h2>;
  const t = (id: string) => intl.formatMessage({ id });
  // One section at a time, switched by a row of buttons (a radio group; ?tab= keeps the choice).
  const sections: Record<Tab, ReactNode> = {
    trips: (
      <Flex vertical gap={24}>
        <Card title={heading("staff.deleted.title")}>
          <DeletedTripsTable onRestore={setRestoring} />
        </Card>
        <Card title={heading("staff.fees.title")}>
          <ReversalFeesTable />
        </Card>
      </Flex>
    ),
    captains: <CaptainsPanel />,
    plans: <PlansPanel />,
    codes: <DiscountCodesPanel />,
    invoices: <InvoicesPanel />,
  };
  return (
    <section>
      <PageHeading titleId="staff.office.title" introId="staff.office.intro" />
      {notice ? (
        <Alert type="success" showIcon role="status" title={notice} closable={{ onClose: () => setNotice(null) }} style={{ marginBottom: 16 }} />
      ) : null}
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={active}
        onChange={(event) => {
          const key = event.target.value as Tab;
          setParams(key === "trips" ? {} : { tab: key }, { replace: true });
        }}
        aria-label={t("staff.tabs.label")}
        style={{ marginBottom: 16, display: "flex", flexWrap: "wrap", rowGap: 8 }}
        options={TABS.map((key) => ({ value: key, label: t(`staff.tabs.${key}`) }))}
      />
      {sections[active]}
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
