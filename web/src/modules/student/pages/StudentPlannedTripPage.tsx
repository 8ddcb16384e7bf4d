import { useQuery } from "@apollo/client/react";
import { Col, Descriptions, Row, Tag } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useParams } from "react-router-dom";
import { PlannedTripHeading } from "../../planned/components/PlannedTripHeading.tsx";
import { PlannedTripNotFound } from "../../planned/components/PlannedTripNotFound.tsx";
import { plannedTripItems } from "../../planned/components/plannedTripItems.ts";
import { tripDescriptionItems } from "../../planned/components/tripDescriptionItems.tsx";
import { QueryState } from "../../school/components/QueryState.tsx";
import { SuccessNotice } from "../../school/components/SuccessNotice.tsx";
import { isNotFound } from "../../school/isNotFound.ts";
import { EnrolmentPanel } from "../components/EnrolmentPanel.tsx";
import { spotsTextId } from "../components/studentTripTypes.ts";
import { studentPlannedTripQuery } from "../graphql/studentSchoolQueries.ts";

/** /student/planned-sailing-trips/:id: the trip, its captain, free spots and the student's enrolment. */
export function StudentPlannedTripPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { id = "" } = useParams();
  const result = useQuery(studentPlannedTripQuery, { variables: { id }, fetchPolicy: "cache-and-network" });
  const [message, setMessage] = useState<string | null>(null);
  if (!result.data && isNotFound(result.error)) return <PlannedTripNotFound backTo="/student/planned-sailing-trips" />;
  return (
    <section>
      <Link to="/student/planned-sailing-trips">← {t("students.trips.backToList")}</Link>
      <QueryState query={result} errorTitleId="students.trips.loadOneError">
        {({ studentPlannedTrip: trip }) => {
          const spots = spotsTextId(trip);
          return (
            <>
              <PlannedTripHeading name={trip.name} tag={!trip.isActive ? <Tag>{t("students.planned.inactive")}</Tag> : null} style={{ margin: "8px 0 16px" }} />
              <SuccessNotice text={message} onClose={() => setMessage(null)} />
              <Row gutter={[16, 16]}>
                <Col xs={24} lg={14}>
                  <Card>
                    <Descriptions
                      size="small"
                      column={1}
                      items={[
                        {
                          key: "captain",
                          label: t("students.trips.captain"),
                          children: `${trip.captain.firstName} ${trip.captain.lastName} (${trip.captain.email})`,
                        },
                        ...plannedTripItems(trip, t),
                        { key: "yachtType", label: t("students.planned.fields.yachtType"), children: trip.yachtType || "—" },
                        { key: "spots", label: t("students.trips.spots"), children: t(spots.id, spots.values) },
                        ...tripDescriptionItems(trip.description, t),
                      ]}
                    />
                  </Card>
                </Col>
                <Col xs={24} lg={10}>
                  <EnrolmentPanel trip={trip} onMessage={setMessage} />
                </Col>
              </Row>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
