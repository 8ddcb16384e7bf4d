import { Alert, Button, Flex, Grid, Popconfirm, Table, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { FormattedMessage, useIntl } from "react-intl";
import type { SeaTimeQuery } from "../../../gql/graphql.ts";
import { formatDayRange } from "../../trips/shared/formatTrip.ts";
import { useSeaTimeFormat } from "../hooks/useSeaTimeFormat.ts";
import { useTripMarks } from "../hooks/useTripMarks.ts";
import { MarkControl } from "./marks/MarkControl.tsx";
import { MARKS } from "./marks/markNames.ts";
import { MarkSave } from "./marks/MarkSave.tsx";
import { SeaTimeSection } from "./SeaTimeSection.tsx";

type Trip = SeaTimeQuery["seaTime"]["trips"][number];

function TripName({ trip }: { trip: Trip }) {
  return (
    <div style={{ minWidth: 200 }}>
      <div style={{ fontWeight: 500 }}>{trip.yachtName}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatDayRange(trip.embarkationDate, trip.disembarkationDate)} · {trip.embarkationPort} → {trip.disembarkationPort}
      </Typography.Text>
    </div>
  );
}

/** The counted trips with the captain's marks (what the data cannot tell), saved trip by trip: a table, or cards on a phone. */
export function TripMarksTable({ trips }: { trips: Trip[] }) {
  const intl = useIntl();
  const { number } = useSeaTimeFormat();
  const wide = Grid.useBreakpoint().md ?? true;
  const marks = useTripMarks();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const unmarked = trips.filter((trip) => trip.marks.seaVoyage === null || trip.marks.seaVoyage === undefined).map((trip) => trip.id);
  return (
    <SeaTimeSection id="seatime-marks" titleId="seatime.marksTable.title">
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="seatime.marksTable.intro" />
      </Typography.Paragraph>
      {unmarked.length > 0 ? (
        <Popconfirm
          title={t("seatime.marksTable.bulkConfirm", { count: unmarked.length })}
          okText={t("seatime.marksTable.bulkOk")}
          cancelText={t("seatime.marksTable.bulkCancel")}
          // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd keeps the OK button loading until the returned promise settles
          onConfirm={() => marks.markAllSea(unmarked)}
        >
          <Button loading={marks.bulkSaving} style={{ whiteSpace: "normal", height: "auto", minHeight: 32, marginBottom: 12 }}>
            <FormattedMessage id="seatime.marksTable.bulk" values={{ count: unmarked.length }} />
          </Button>
        </Popconfirm>
      ) : null}
      {marks.bulkError ? <Alert type="error" showIcon title={t("seatime.marksTable.saveError")} style={{ marginBottom: 12 }} /> : null}
      {wide ? (
        <Table<Trip>
          size="small"
          rowKey="id"
          pagination={trips.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: "max-content" }}
          dataSource={trips}
          columns={[
            { key: "trip", title: t("seatime.marksTable.trip"), render: (_, trip) => <TripName trip={trip} /> },
            { key: "hours", title: t("seatime.totals.hoursUnderway"), align: "right", render: (_, trip) => number(trip.hoursUnderway) },
            ...MARKS.map((mark) => ({
              key: mark,
              title: t(`seatime.mark.${mark}`),
              render: (_: unknown, trip: Trip) => <MarkControl trip={trip} mark={mark} marks={marks} />,
            })),
            { key: "save", title: t("seatime.marksTable.changes"), render: (_, trip) => <MarkSave trip={trip} marks={marks} /> },
          ]}
        />
      ) : (
        <Flex vertical gap={12} role="list">
          {trips.map((trip) => (
            <Card key={trip.id} size="small" role="listitem">
              <TripName trip={trip} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t("seatime.totals.hoursUnderway")}: {number(trip.hoursUnderway)}
              </Typography.Text>
              <Flex wrap gap={12} style={{ marginTop: 8 }}>
                {MARKS.map((mark) => (
                  <div key={mark} style={{ display: "flex", flexDirection: "column", gap: 4, fontSize: 13 }}>
                    <span aria-hidden>{t(`seatime.mark.${mark}`)}</span>
                    <MarkControl trip={trip} mark={mark} marks={marks} />
                  </div>
                ))}
              </Flex>
              <div style={{ marginTop: 8 }}>
                <MarkSave trip={trip} marks={marks} />
              </div>
            </Card>
          ))}
        </Flex>
      )}
    </SeaTimeSection>
  );
}
