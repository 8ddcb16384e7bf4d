import { useQuery } from "@apollo/client/react";
import { Button, Flex, type TableColumnsType, Tag, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ListSearchBox } from "../../../components/ListSearchBox.tsx";
import type { StaffCaptainsQuery } from "../../../gql/graphql.ts";
import { staffCaptainsQuery } from "../graphql/staffCaptainsQuery.ts";
import { CaptainDrawer } from "./CaptainDrawer.tsx";
import { PagedStaffTable } from "./PagedStaffTable.tsx";
import { usePagedSearch } from "./usePagedSearch.ts";

type Row = StaffCaptainsQuery["staffCaptains"]["nodes"][number];

/** Finding a captain by e-mail or name; a row opens the captain's Premium, payments and fees. */
export function CaptainsPanel() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const list = usePagedSearch();
  const { data, previousData, loading, error, refetch } = useQuery(staffCaptainsQuery, { variables: list.variables, fetchPolicy: "cache-and-network" });
  const [open, setOpen] = useState<string | null>(null);
  const shown = data ?? previousData;

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

  const body = (
    <PagedStaffTable<Row>
      connection={shown?.staffCaptains}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      columns={columns}
      list={list}
      messages={{ loadError: "staff.captains.loadError", empty: "staff.captains.empty" }}
      onRow={(c) => ({ onDoubleClick: () => setOpen(c.id) })}
    />
  );
  return (
    <Flex vertical gap={16}>
      <Flex>
        <ListSearchBox
          value={list.search}
          onSearch={list.setSearch}
          messages={{ label: "staff.captains.search.label", placeholder: "staff.captains.search.placeholder", submit: "staff.list.search" }}
        />
      </Flex>
      {shown ? <Typography.Text type="secondary">{t("staff.list.count", { count: String(shown.staffCaptains.totalCount) })}</Typography.Text> : null}
      {body}
      <CaptainDrawer captainId={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
