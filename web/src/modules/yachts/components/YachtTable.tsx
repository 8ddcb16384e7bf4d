import type { PaginationProps, TableColumnsType } from "antd";
import { useIntl } from "react-intl";
import { ListTable } from "../../../components/ListTable.tsx";
import { YachtActions } from "./YachtActions.tsx";
import { useYachtValues } from "./useYachtValues.ts";
import type { YachtItem, YachtListProps } from "./yachtTypes.ts";

const collator = new Intl.Collator("pl");
const byText = (get: (y: YachtItem) => string) => (a: YachtItem, b: YachtItem) => collator.compare(get(a), get(b));
const byNumber = (get: (y: YachtItem) => string | number) => (a: YachtItem, b: YachtItem) => Number(get(a)) - Number(get(b));

/** The yachts as a table (sortable columns, the given pages) with the actions in the last column. */
export function YachtTable({ yachts, pagination, ...props }: YachtListProps & { yachts: readonly YachtItem[]; pagination: PaginationProps }) {
  const intl = useIntl();
  const values = useYachtValues();
  const t = (id: string) => intl.formatMessage({ id });
  const columns: TableColumnsType<YachtItem> = [
    { key: "name", title: t("yachts.fields.name"), dataIndex: "name", sorter: byText((y) => y.name) },
    { key: "registrationNumber", title: t("yachts.fields.registrationNumber"), dataIndex: "registrationNumber", sorter: byText((y) => y.registrationNumber) },
    { key: "homePort", title: t("yachts.fields.homePort"), dataIndex: "homePort", sorter: byText((y) => y.homePort) },
    { key: "hullLength", title: t("yachts.fields.hullLength"), align: "right", render: (_, y) => values(y).hullLength, sorter: byNumber((y) => y.hullLength) },
    {
      key: "enginesCount",
      title: t("yachts.fields.enginesCount"),
      align: "right",
      render: (_, y) => values(y).enginesCount,
      sorter: byNumber((y) => y.enginesCount),
    },
    {
      key: "enginePower",
      title: t("yachts.fields.enginePower"),
      align: "right",
      render: (_, y) => values(y).enginePower,
      sorter: byNumber((y) => y.enginePower),
    },
    // the actions stay in view while the other columns scroll sideways
    { key: "actions", title: t("yachts.fields.actions"), fixed: "right", render: (_, y) => <YachtActions yacht={y} {...props} /> },
  ];
  return <ListTable<YachtItem> columns={columns} rows={yachts} pagination={pagination} />;
}
