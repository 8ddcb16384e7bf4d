import { CompassOutlined, FlagOutlined, IdcardOutlined } from "@ant-design/icons";
import { Col, Row } from "antd";
import { Card } from "../../../components/Card.tsx";
import { Typography } from "../../../components/Typography.tsx";
import { FormattedMessage } from "react-intl";

const iconStyle = { fontSize: 32, color: "#0b5fa5" };
const features = [
  { titleId: "home.features.trips.title", textId: "home.features.trips.text", icon: <CompassOutlined style={iconStyle} /> },
  { titleId: "home.features.yachts.title", textId: "home.features.yachts.text", icon: <FlagOutlined style={iconStyle} /> },
  { titleId: "home.features.captain.title", textId: "home.features.captain.text", icon: <IdcardOutlined style={iconStyle} /> },
];

/** The three feature blocks of the home page: trips, yachts, captain. */
export function FeatureBlocks() {
  return (
    <Row gutter={[16, 16]}>
      {features.map(({ titleId, textId, icon }) => (
        <Col key={titleId} xs={24} md={8}>
          <Card style={{ height: "100%" }}>
            <span aria-hidden="true">{icon}</span>
            <Typography.Title level={3} style={{ marginTop: 12 }}>
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
