import { type TableColumnsType, Tag } from "antd";
import { useIntl } from "react-intl";
import type { ReversalFeeStatus } from "../../../gql/graphql.ts";
import { formatDateTime } from "../../trips/shared/formatTrip.ts";
import { formatMoney } from "../../../lib/money.ts";
import { reversalFeesQuery } from "../graphql/reversalFeesQuery.ts";
import { FeeStatusButtons } from "./FeeStatusButtons.tsx";
import type { ReversalFeeRow } from "./staffTypes.ts";
import { FilteredStaffTable } from "./FilteredStaffTable.tsx";
import { useStaffListQuery } from "./useStaffListQuery.ts";
import { TwoLineCell } from "./TwoLineCell.tsx";

const statusLabelIds: Record<ReversalFeeStatus, string> = {
  due: "staff.fees.status.due",
  paid: "staff.fees.status.paid",
  waived: "staff.fees.status.waived",
};
const statusColors: Record<ReversalFeeStatus, string> = { due: "orange", paid: "green", waived: "default" };

/** Every reversal fee, newest first, with its status; staff mark one paid or waived. */
export function ReversalFeesTable() {
  const intl = useIntl();
  const { data, table } = useStaffListQuery(reversalFeesQuery);
  const t = (id: string) => intl.formatMessage({ id });
  const money = (fee: ReversalFeeRow) => formatMoney(fee.amount, fee.currency);
  const columns: TableColumnsType<ReversalFeeRow> = [
    { key: "createdAt", title: t("staff.fees.columns.createdAt"), render: (_, fee) => formatDateTime(fee.createdAt) },
    {
      key: "captain",
      title: t("staff.fees.columns.captain"),
      render: (_, fee) => <TwoLineCell main={fee.captain.name} secondary={fee.captain.email} />,
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

  return (
    <FilteredStaffTable<ReversalFeeRow>
      {...table}
      rows={data?.reversalFees}
      columns={columns}
      searchable={(f) => [f.captain.name, f.captain.email, f.trip?.yachtName]}
      messages={{ loadError: "staff.fees.loadError", empty: "staff.fees.empty", filter: "staff.fees.filter" }}
    />
  );
}
