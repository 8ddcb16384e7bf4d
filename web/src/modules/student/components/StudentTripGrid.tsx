import { Col, Row } from "antd";
import { StudentTripCard } from "./StudentTripCard.tsx";
import type { StudentTrip } from "./studentTripTypes.ts";

/** Student trip cards in a responsive grid (one column on a phone). */
export function StudentTripGrid({ trips }: { trips: readonly StudentTrip[] }) {
  return (
    <Row gutter={[16, 16]} role="list">
      {trips.map((trip) => (
        <Col key={trip.id} xs={24} md={12} xl={8} role="listitem" aria-label={trip.name}>
          <StudentTripCard trip={trip} />
        </Col>
      ))}
    </Row>
  );
}
