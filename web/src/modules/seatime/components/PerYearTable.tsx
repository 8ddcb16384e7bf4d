import { Table } from "antd";
import { useIntl } from "react-intl";
import type { SeaTimeQuery } from "../../../gql/graphql.ts";
import { useSeaTimeFormat } from "../hooks/useSeaTimeFormat.ts";
import { SeaTimeSection } from "./SeaTimeSection.tsx";

type Year = SeaTimeQuery["seaTime"]["perYear"][number];

const COLUMNS = ["voyages", "days", "hoursUnderway", "hoursSail", "hoursEngine", "hoursTidal", "hoursMoored", "miles", "tidalPorts"] as const;

/** Totals per year of embarkation, newest year first. */
export function PerYearTable({ years }: { years: Year[] }) {
  const intl = useIntl();
  const { number } = useSeaTimeFormat();
  return (
    <SeaTimeSection id="seatime-years-title" titleId="seatime.years.title">
      <Table<Year>
        size="small"
        rowKey="year"
        pagination={false}
        scroll={{ x: "max-content" }}
        dataSource={[...years].reverse()}
        columns={[
          { key: "year", title: intl.formatMessage({ id: "seatime.years.year" }), dataIndex: "year", fixed: "left" },
          ...COLUMNS.map((c) => ({
            key: c,
            title: intl.formatMessage({ id: `seatime.totals.${c}` }),
            align: "right" as const,
            render: (_: unknown, y: Year) => (c === "hoursUnderway" ? <strong>{number(y.totals[c])}</strong> : number(y.totals[c])),
          })),
        ]}
      />
    </SeaTimeSection>
  );
}
