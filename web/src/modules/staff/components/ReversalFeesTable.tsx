import { useQuery } from "@apollo/client/react";
import { Empty, Flex, Table, type TableColumnsType, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { PageLoader } from "../../../components/PageLoader.tsx";
import type { ReversalFeeStatus } from "../../../gql/graphql.ts";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";
import { formatDateTime } from "../../trips/shared/formatTrip.ts";
import { reversalFeesQuery } from "../graphql/reversalFeesQuery.ts";
import type { ReversalFeeRow } from "./staffTypes.ts";

const statusLabelIds: Record<ReversalFeeStatus, string> = {
  due: "staff.fees.status.due",
  paid: "staff.fees.status.paid",
  waived: "staff.fees.status.waived",
};
const statusColors: Record<ReversalFeeStatus, string> = { due: "orange", paid: "green", waived: "default" };

/** Every reversal fee, newest first, with its status. */
export function ReversalFeesTable() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(reversalFeesQuery, { fetchPolicy: "cache-and-network" });
  const t = (id: string) => intl.formatMessage({ id });
  const money = (fee: ReversalFeeRow) =>
    Number.isNaN(Number(fee.amount))
      ? `${fee.amount} ${fee.currency}`
      : intl.formatNumber(Number(fee.amount), { style: "currency", currency: fee.currency, minimumFractionDigits: 2 });
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
  ];

  let body: ReactNode;
  if (!data && loading) body = <PageLoader />;
  else if (!data) body = <LoadError titleId="staff.fees.loadError" error={error} onRetry={() => void refetch()} />;
  else if (data.reversalFees.length === 0) body = <Empty description={t("staff.fees.empty")} />;
  else {
    body = (
      <Table<ReversalFeeRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data.reversalFees}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: "max-content" }}
      />
    );
  }
  return body;
}
