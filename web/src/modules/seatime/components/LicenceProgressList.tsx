import { Col, Row, Tag, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { FormattedMessage, useIntl } from "react-intl";
import type { SeaTimeQuery } from "../../../gql/graphql.ts";
import { licenceStatus } from "./licenceStatus.ts";
import { RequirementRow } from "./RequirementRow.tsx";
import { SeaTimeSection } from "./SeaTimeSection.tsx";

type SeaTime = SeaTimeQuery["seaTime"];

/** Progress toward each licence of the rule table, requirement by requirement. */
export function LicenceProgressList({ licences, trips, filtered }: { licences: SeaTime["licences"]; trips: SeaTime["trips"]; filtered: boolean }) {
  const intl = useIntl();
  const byId = new Map(trips.map((t) => [t.id, t]));
  return (
    <SeaTimeSection id="seatime-licences-title" titleId="seatime.licences.title">
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="seatime.licences.intro" />
        {filtered ? (
          <>
            {" "}
            <FormattedMessage id="seatime.licences.filtered" />
          </>
        ) : null}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {licences.map((l) => {
          const name = intl.formatMessage({ id: `seatime.licence.${l.code}` });
          return (
            <Col key={l.code} xs={24} lg={12}>
              <Card
                title={<h3 style={{ fontSize: 16, margin: 0, whiteSpace: "normal" }}>{name}</h3>}
                extra={
                  <Tag color={licenceStatus.color[l.status]} style={{ marginInlineEnd: 0 }}>
                    <FormattedMessage id={`seatime.licenceStatus.${l.status}`} />
                  </Tag>
                }
                style={{ height: "100%" }}
                role="region"
                aria-label={name}
              >
                {l.requirements.map((r) => (
                  <RequirementRow key={r.key} requirement={r} trips={byId} />
                ))}
                {l.code === "pzz-kj" ? (
                  <Typography.Paragraph type="secondary" role="note">
                    <FormattedMessage id="seatime.licences.afterJsm" />
                  </Typography.Paragraph>
                ) : null}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <FormattedMessage id="seatime.licences.source" values={{ source: l.source }} />
                </Typography.Text>
              </Card>
            </Col>
          );
        })}
      </Row>
    </SeaTimeSection>
  );
}
