import { Button, Flex, type TableColumnsType, Tag, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { StaffCaptainsQuery } from "../../../gql/graphql.ts";
import { staffCaptainsQuery } from "../graphql/staffCaptainsQuery.ts";
import { CaptainDrawer } from "./CaptainDrawer.tsx";
import { PagedStaffTable } from "./PagedStaffTable.tsx";
import { usePagedStaffQuery } from "./usePagedStaffQuery.ts";

type Row = StaffCaptainsQuery["staffCaptains"]["nodes"][number];

/** Finding a captain by e-mail or name; a row opens the captain's Premium, payments and fees. */
export function CaptainsPanel() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { shown, table } = usePagedStaffQuery(staffCaptainsQuery);
  const [open, setOpen] = useState<string | null>(null);

  const columns: TableColumnsType<Row> = [
    { key: "name", title: t("staff.captains.columns.name"), render: (_, c) => c.name },
    { key: "email", title: t("staff.captains.columns.email"), render: (_, c) => c.email },
    { key: "phone", title: t("staff.captains.columns.phone"), render: (_, c) => c.phone },
    {
      key: "premium",
      title: t("staff.captains.columns.premium"),
      render: (_, c) =>
        c.activeSubscription ? (
          <Tag color="green">{t("staff.captains.premiumUntil", { date: intl.formatDate(c.activeSubscription.endsAt, { dateStyle: "medium" }) })}</Tag>
        ) : (
          <Tag>{t("staff.captains.noPremium")}</Tag>
        ),
    },
    {
      key: "actions",
      title: t("staff.captains.columns.actions"),
      render: (_, c) => (
        <Button size="small" onClick={() => setOpen(c.id)} aria-label={t("staff.captains.openLabel", { name: c.name })}>
          {t("staff.captains.open")}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <PagedStaffTable<Row>
        {...table}
        connection={shown?.staffCaptains}
        columns={columns}
        messages={{
          loadError: "staff.captains.loadError",
          empty: "staff.captains.empty",
          searchLabel: "staff.captains.search.label",
          searchPlaceholder: "staff.captains.search.placeholder",
        }}
        notice={shown ? <Typography.Text type="secondary">{t("staff.list.count", { count: String(shown.staffCaptains.totalCount) })}</Typography.Text> : null}
        onRow={(c) => ({ onDoubleClick: () => setOpen(c.id) })}
      />
      <CaptainDrawer captainId={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
