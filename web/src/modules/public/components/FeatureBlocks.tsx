import { Card, Col, Row, Typography } from "antd";
import { FormattedMessage } from "react-intl";

const features = [
  { titleId: "home.features.trips.title", textId: "home.features.trips.text" },
  { titleId: "home.features.yachts.title", textId: "home.features.yachts.text" },
  { titleId: "home.features.captain.title", textId: "home.features.captain.text" },
];

/** The three feature blocks of the home page: trips, yachts, captain. */
export function FeatureBlocks() {
  return (
    <Row gutter={[16, 16]}>
      {features.map(({ titleId, textId }) => (
        <Col key={titleId} xs={24} md={8}>
          <Card style={{ height: "100%" }}>
            <Typography.Title level={3}>
              <FormattedMessage id={titleId} />
            </Typography.Title>
            <Typography.Paragraph>
              <FormattedMessage id={textId} />
            </Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
