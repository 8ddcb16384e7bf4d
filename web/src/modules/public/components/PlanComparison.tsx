import { CheckOutlined, MinusOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { type SimpleColumn, SimpleTable } from "../../../components/SimpleTable.tsx";

type Row = { key: string; free: boolean; premium: boolean };

/** What a free account can do and what Premium adds (the API enforces the same split). */
const ROWS: Row[] = [
  { key: "generator", free: true, premium: true },
  { key: "viewPrint", free: true, premium: true },
  { key: "addTrips", free: false, premium: true },
  { key: "yachts", free: false, premium: true },
];

/** The free account against Premium, feature by feature. */
export function PlanComparison() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const mark = (yes: boolean) =>
    yes ? (
      <CheckOutlined style={{ color: "#237804" }} aria-label={t("plans.compare.yes")} role="img" />
    ) : (
      <MinusOutlined style={{ color: "rgba(0, 0, 0, 0.62)" }} aria-label={t("plans.compare.no")} role="img" />
    );
  const columns: SimpleColumn<Row>[] = [
    { key: "feature", title: t("plans.compare.feature"), render: (r) => t(`plans.compare.rows.${r.key}`) },
    { key: "free", title: t("plans.compare.free"), align: "center", width: 110, render: (r) => mark(r.free) },
    { key: "premium", title: t("plans.compare.premium"), align: "center", width: 110, render: (r) => mark(r.premium) },
  ];
  return <SimpleTable<Row> rowKey={(r) => r.key} columns={columns} rows={ROWS} aria-label={t("plans.compare.title")} style={{ maxWidth: 720 }} />;
}
