import { Col, Row, Statistic, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { FormattedMessage, useIntl } from "react-intl";
import type { SeaTimeQuery } from "../../../gql/graphql.ts";
import { useSeaTimeFormat } from "../hooks/useSeaTimeFormat.ts";
import { SeaTimeSection } from "./SeaTimeSection.tsx";

type Totals = SeaTimeQuery["seaTime"]["totals"];

/** The totals as tiles: hours underway first, of which sail/engine/tidal; mooring shown apart. */
export function SeaTimeTotals({ totals }: { totals: Totals }) {
  const intl = useIntl();
  const { number } = useSeaTimeFormat();
  const tiles = [
    { id: "voyages", value: totals.voyages },
    { id: "days", value: totals.days },
    { id: "hoursUnderway", value: totals.hoursUnderway, strong: true },
    { id: "miles", value: totals.miles },
    { id: "hoursSail", value: totals.hoursSail },
    { id: "hoursEngine", value: totals.hoursEngine },
    { id: "hoursTidal", value: totals.hoursTidal },
    { id: "tidalPorts", value: totals.tidalPorts },
  ];
  return (
    <SeaTimeSection id="seatime-totals-title" titleId="seatime.totals.title">
      <Row gutter={[12, 12]}>
        {tiles.map((tile) => (
          <Col key={tile.id} xs={12} sm={8} md={6}>
            <Card size="small" style={{ height: "100%", ...(tile.strong ? { borderColor: "#0b5fa5" } : {}) }}>
              <Statistic
                title={intl.formatMessage({ id: `seatime.totals.${tile.id}` })}
                value={number(tile.value)}
                // Already in the interface's format ('3340', '10 000', '12,5'): antd would group plain digits with ',' ('3,340').
                formatter={(value) => value}
                styles={{ content: { fontSize: 22, fontWeight: tile.strong ? 700 : 500 } }}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        <FormattedMessage id="seatime.totals.moored" values={{ hours: number(totals.hoursMoored) }} />{" "}
        {totals.largestYacht ? (
          <FormattedMessage
            id="seatime.totals.largestYacht"
            values={{ name: totals.largestYacht.name, registration: totals.largestYacht.registrationNumber, length: number(totals.largestYacht.hullLength) }}
          />
        ) : null}
      </Typography.Paragraph>
    </SeaTimeSection>
  );
}
