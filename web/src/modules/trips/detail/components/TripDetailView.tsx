import { Col, Flex, Row, Typography } from "antd";
import { Card } from "../../../../components/Card.tsx";
import { FormattedMessage, useIntl } from "react-intl";
import { ButtonLink } from "../../../../components/ButtonLink.tsx";
import { TripHistory } from "../../history/components/TripHistory.tsx";
import { FlashNotice } from "../../shared/components/FlashNotice.tsx";
import { formatDayRange, formatRoute } from "../../shared/formatTrip.ts";
import { CaptainSection } from "./CaptainSection.tsx";
import { CrewSection } from "./CrewSection.tsx";
import { HoursSection } from "./HoursSection.tsx";
import { NotesSection } from "./NotesSection.tsx";
import { RouteSection } from "./RouteSection.tsx";
import { TripDetailActions } from "./TripDetailActions.tsx";
import type { TripDetailData } from "./tripDetailTypes.ts";
import { TripInfoSection } from "./TripInfoSection.tsx";
import { TripStatusControl } from "./TripStatusControl.tsx";
import { VisitedPortsSection } from "./VisitedPortsSection.tsx";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

interface TripDetailViewProps {
  trip: TripDetailData;
  hasPremium: boolean;
}

/** The whole trip: header with actions, status, the spec's sections and the history. */
export function TripDetailView({ trip, hasPremium }: TripDetailViewProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "title.trip" }, { yacht: trip.yachtName }));
  return (
    <article>
      <ButtonLink to="/sailing-trips" type="link">
        ← <FormattedMessage id="trips.detail.backToList" />
      </ButtonLink>
      <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ margin: "8px 0 16px" }}>
        <div>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {trip.yachtName}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: 16 }}>
            {formatRoute(trip.embarkationPort, trip.disembarkationPort)} · {formatDayRange(trip.embarkationDate, trip.disembarkationDate)}
          </Typography.Text>
        </div>
        <TripDetailActions trip={trip} hasPremium={hasPremium} />
      </Flex>
      <FlashNotice />
      <Card size="small" style={{ marginBottom: 16 }}>
        <TripStatusControl tripId={trip.id} status={trip.status} hasPremium={hasPremium} />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <TripInfoSection trip={trip} />
        </Col>
        <Col xs={24} lg={12}>
          <CaptainSection captain={trip.captain} />
        </Col>
        <Col xs={24} lg={12}>
          <RouteSection trip={trip} />
        </Col>
        <Col xs={24} lg={12}>
          <HoursSection trip={trip} />
        </Col>
        <Col xs={24}>
          <VisitedPortsSection ports={trip.visitedPorts} />
        </Col>
        <Col xs={24}>
          <CrewSection trip={trip} />
        </Col>
        <Col xs={24}>
          <NotesSection notes={trip.captainNotes} />
        </Col>
        <Col xs={24}>
          <TripHistory tripId={trip.id} />
        </Col>
      </Row>
    </article>
  );
}
