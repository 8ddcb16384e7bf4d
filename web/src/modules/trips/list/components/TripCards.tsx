import { Col, Flex, Row, Typography } from "antd";
import { Card } from "../../../../components/Card.tsx";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { TripStatusTag } from "../../shared/components/TripStatusTag.tsx";
import { formatDayRange, formatRoute } from "../../shared/formatTrip.ts";
import { useNumberText } from "../../shared/useNumberText.ts";
import type { TripListItem } from "./tripListTypes.ts";

/** The trips as cards; the yacht name links to the trip. */
export function TripCards({ trips }: { trips: readonly TripListItem[] }) {
  const numberText = useNumberText();
  return (
    <Row gutter={[16, 16]} role="list">
      {trips.map((trip) => (
        <Col key={trip.id} xs={24} md={12} xl={8} role="listitem">
          <Card
            size="small"
            style={{ height: "100%" }}
            title={
              <Link to={`/sailing-trips/${trip.id}`} style={{ fontSize: 16 }}>
                {trip.yachtName}
              </Link>
            }
            extra={<TripStatusTag status={trip.status} />}
          >
            <Flex vertical gap={4}>
              <Typography.Text type="secondary">
                <FormattedMessage id="trips.list.registrationNumber" />: {trip.registrationNumber}
              </Typography.Text>
              <Typography.Text strong>{formatRoute(trip.embarkationPort, trip.disembarkationPort)}</Typography.Text>
              <Typography.Text>{formatDayRange(trip.embarkationDate, trip.disembarkationDate)}</Typography.Text>
              <Typography.Text type="secondary">
                <FormattedMessage id="trips.list.distanceValue" values={{ distance: numberText(trip.distance) }} />
                {" · "}
                {`${trip.captain.firstName} ${trip.captain.lastName}`.trim()}
              </Typography.Text>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
