import { Table, Typography } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import type { SeaTimeQuery } from "../../../gql/graphql.ts";
import { useSeaTimeFormat } from "../hooks/useSeaTimeFormat.ts";

type Year = SeaTimeQuery["seaTime"]["perYear"][number];

const COLUMNS = ["voyages", "days", "hoursUnderway", "hoursSail", "hoursEngine", "hoursTidal", "hoursMoored", "miles", "tidalPorts"] as const;

/** Totals per year of embarkation, newest year first. */
export function PerYearTable({ years }: { years: Year[] }) {
  const intl = useIntl();
  const { number } = useSeaTimeFormat();
  return (
    <section aria-labelledby="seatime-years-title" style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id="seatime-years-title" style={{ fontSize: 20 }}>
        <FormattedMessage id="seatime.years.title" />
      </Typography.Title>
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
    </section>
  );
}
