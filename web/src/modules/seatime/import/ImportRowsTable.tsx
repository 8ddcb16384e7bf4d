import { Table, Tag, Typography } from "antd";
import { useIntl } from "react-intl";
import { formatDayRange } from "../../trips/shared/formatTrip.ts";
import type { ImportRow, ImportRowStatus } from "./useTripImport.ts";

const rowStatusColor: Record<ImportRowStatus, string> = {
  ok: "green",
  imported: "green",
  invalid: "red",
  failed: "red",
  duplicate: "default",
  skipped: "default",
  over_limit: "orange",
};

/** The file's rows: the trip, what happens to it, and each field's problem in the wizard's words. */
export function ImportRowsTable({ rows }: { rows: ImportRow[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Table<ImportRow>
      size="small"
      rowKey="row"
      dataSource={rows}
      scroll={{ x: "max-content" }}
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      columns={[
        { key: "row", title: t("seatime.import.row"), render: (_, r) => r.row, width: 60 },
        {
          key: "trip",
          title: t("seatime.import.trip"),
          render: (_, r) =>
            r.trip ? (
              <div style={{ minWidth: 220 }}>
                <div style={{ fontWeight: 500 }}>{r.trip.yacht_name}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDayRange(r.trip.embarkation_date, r.trip.disembarkation_date)} · {r.trip.embarkation_port} → {r.trip.disembarkation_port}
                </Typography.Text>
              </div>
            ) : (
              <Typography.Text type="secondary">–</Typography.Text>
            ),
        },
        {
          key: "status",
          title: t("seatime.import.status"),
          render: (_, r) => <Tag color={rowStatusColor[r.status]}>{t(`seatime.import.rowStatus.${r.status}`)}</Tag>,
        },
        {
          key: "problems",
          title: t("seatime.import.problems"),
          render: (_, r) => {
            const errors = Object.entries(r.errors);
            if (errors.length === 0) return r.message ?? "";
            return (
              <ul style={{ margin: 0, paddingInlineStart: 16, minWidth: 240 }}>
                {errors.map(([field, messages]) => (
                  <li key={field}>
                    <Typography.Text code>{field}</Typography.Text> {messages[0]}
                  </li>
                ))}
              </ul>
            );
          },
        },
      ]}
    />
  );
}
