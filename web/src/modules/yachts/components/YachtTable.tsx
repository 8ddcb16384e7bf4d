import { Table, type TableColumnsType } from "antd";
import { useIntl } from "react-intl";
import { YachtActions } from "./YachtActions.tsx";
import { useYachtValues } from "./useYachtValues.ts";
import type { YachtItem, YachtListProps } from "./yachtTypes.ts";

/** The yachts as a table with the actions in the last column. */
export function YachtTable({ yachts, ...props }: YachtListProps & { yachts: readonly YachtItem[] }) {
  const intl = useIntl();
  const values = useYachtValues();
  const t = (id: string) => intl.formatMessage({ id });
  const columns: TableColumnsType<YachtItem> = [
    { key: "name", title: t("yachts.fields.name"), dataIndex: "name" },
    { key: "registrationNumber", title: t("yachts.fields.registrationNumber"), dataIndex: "registrationNumber" },
    { key: "homePort", title: t("yachts.fields.homePort"), dataIndex: "homePort" },
    { key: "hullLength", title: t("yachts.fields.hullLength"), align: "right", render: (_, y) => values(y).hullLength },
    { key: "enginesCount", title: t("yachts.fields.enginesCount"), align: "right", render: (_, y) => values(y).enginesCount },
    { key: "enginePower", title: t("yachts.fields.enginePower"), align: "right", render: (_, y) => values(y).enginePower },
    { key: "actions", title: t("yachts.fields.actions"), render: (_, y) => <YachtActions yacht={y} {...props} /> },
  ];
  return (
    <Table<YachtItem>
      rowKey="id"
      columns={columns}
      dataSource={[...yachts]}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: "max-content" }}
      size="middle"
    />
  );
}
