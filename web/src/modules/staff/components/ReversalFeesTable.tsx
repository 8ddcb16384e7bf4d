import { useQuery } from "@apollo/client/react";
import { Empty, Flex, Table, type TableColumnsType, Tag, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useIntl } from "react-intl";
import { PageLoader } from "../../../components/PageLoader.tsx";
import type { ReversalFeeStatus } from "../../../gql/graphql.ts";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";
import { formatDateTime } from "../../trips/shared/formatTrip.ts";
import { formatMoney } from "../../../lib/money.ts";
import { reversalFeesQuery } from "../graphql/reversalFeesQuery.ts";
import { FeeStatusButtons } from "./FeeStatusButtons.tsx";
import type { ReversalFeeRow } from "./staffTypes.ts";
import { TableFilter, matches } from "./TableFilter.tsx";

const statusLabelIds: Record<ReversalFeeStatus, string> = {
  due: "staff.fees.status.due",
  paid: "staff.fees.status.paid",
  waived: "staff.fees.status.waived",
};
const statusColors: Record<ReversalFeeStatus, string> = { due: "orange", paid: "green", waived: "default" };

/** Every reversal fee, newest first, with its status; staff mark one paid or waived. */
export function ReversalFeesTable() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(reversalFeesQuery, { fetchPolicy: "cache-and-network" });
  const t = (id: string) => intl.formatMessage({ id });
  const [filter, setFilter] = useState("");
  const money = (fee: ReversalFeeRow) => formatMoney(fee.amount, fee.currency);
  const columns: TableColumnsType<ReversalFeeRow> = [
    { key: "createdAt", title: t("staff.fees.columns.createdAt"), render: (_, fee) => formatDateTime(fee.createdAt) },
    {
      key: "captain",
      title: t("staff.fees.columns.captain"),
      render: (_, fee) => (
        <Flex vertical>
          <span>{fee.captain.name}</span>
          <Typography.Text type="secondary">{fee.captain.email}</Typography.Text>
        </Flex>
      ),
    },
    { key: "trip", title: t("staff.fees.columns.trip"), render: (_, fee) => fee.trip?.yachtName ?? fee.tripId },
    { key: "amount", title: t("staff.fees.columns.amount"), align: "right", render: (_, fee) => money(fee) },
    {
      key: "status",
      title: t("staff.fees.columns.status"),
      render: (_, fee) => <Tag color={statusColors[fee.status]}>{t(statusLabelIds[fee.status])}</Tag>,
    },
    { key: "staff", title: t("staff.fees.columns.staff"), render: (_, fee) => fee.staff.name },
    {
      key: "actions",
      title: t("staff.captains.columns.actions"),
      render: (_, fee) => <FeeStatusButtons fee={fee} label={`${fee.captain.name} ${fee.trip?.yachtName ?? fee.tripId}`} />,
    },
  ];

  let body: ReactNode;
  if (!data && loading) body = <PageLoader />;
  else if (!data) body = <LoadError titleId="staff.fees.loadError" error={error} onRetry={() => void refetch()} />;
  else if (data.reversalFees.length === 0) body = <Empty description={t("staff.fees.empty")} />;
  else {
    const rows = data.reversalFees.filter((f) => matches(filter, f.captain.name, f.captain.email, f.trip?.yachtName));
    body = (
      <>
        <TableFilter value={filter} onChange={setFilter} labelId="staff.fees.filter" />
        <Table<ReversalFeeRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: "max-content" }}
        />
      </>
    );
  }
  return body;
}
