import { Col, Descriptions, Row } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useIntl } from "react-intl";
import { YachtActions } from "./YachtActions.tsx";
import { useYachtValues } from "./useYachtValues.ts";
import type { YachtItem, YachtListProps } from "./yachtTypes.ts";

/** The yachts as cards: name, registration number, home port, hull length, engines, power and the actions. */
export function YachtCards({ yachts, ...props }: YachtListProps & { yachts: readonly YachtItem[] }) {
  const intl = useIntl();
  const values = useYachtValues();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Row gutter={[16, 16]} role="list">
      {yachts.map((yacht) => {
        const v = values(yacht);
        return (
          <Col key={yacht.id} xs={24} md={12} xl={8} role="listitem" aria-label={yacht.name}>
            <Card size="small" style={{ height: "100%" }} title={<span style={{ fontSize: 16 }}>{yacht.name}</span>}>
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: "registrationNumber", label: t("yachts.fields.registrationNumber"), children: yacht.registrationNumber },
                  { key: "homePort", label: t("yachts.fields.homePort"), children: yacht.homePort },
                  { key: "hullLength", label: t("yachts.fields.hullLength"), children: v.hullLength },
                  { key: "enginesCount", label: t("yachts.fields.enginesCount"), children: v.enginesCount },
                  { key: "enginePower", label: t("yachts.fields.enginePower"), children: v.enginePower },
                ]}
              />
              <div style={{ marginTop: 12 }}>
                <YachtActions yacht={yacht} {...props} />
              </div>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
