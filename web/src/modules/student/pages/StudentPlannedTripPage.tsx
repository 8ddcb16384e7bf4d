import { useQuery } from "@apollo/client/react";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";
import { Col, Descriptions, Row, Tag, Typography, Flex } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useParams } from "react-router-dom";
import { PlannedTripNotFound } from "../../planned/components/PlannedTripNotFound.tsx";
import { QueryState } from "../../school/components/QueryState.tsx";
import { SuccessNotice } from "../../school/components/SuccessNotice.tsx";
import { isNotFound } from "../../school/isNotFound.ts";
import { formatDayRange, formatRoute } from "../../trips/shared/formatTrip.ts";
import { EnrolmentPanel } from "../components/EnrolmentPanel.tsx";
import { spotsTextId } from "../components/studentTripTypes.ts";
import { studentPlannedTripQuery } from "../graphql/studentSchoolQueries.ts";

/** /student/planned-sailing-trips/:id: the trip, its captain, free spots and the student's enrolment. */
export function StudentPlannedTripPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { id = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(studentPlannedTripQuery, { variables: { id }, fetchPolicy: "cache-and-network" });
  const [message, setMessage] = useState<string | null>(null);
  if (!data && isNotFound(error)) return <PlannedTripNotFound backTo="/student/planned-sailing-trips" />;
  return (
    <section>
      <Link to="/student/planned-sailing-trips">← {t("students.trips.backToList")}</Link>
      <QueryState data={data} loading={loading} error={error} errorTitleId="students.trips.loadOneError" onRetry={() => void refetch()}>
        {({ studentPlannedTrip: trip }) => {
          const spots = spotsTextId(trip);
          return (
            <>
              <Flex align="center" gap={8} wrap style={{ margin: "8px 0 16px" }}>
                <DocumentTitle id="students.planned.pageTitle" values={{ name: trip.name }} />
                <Typography.Title level={1} style={{ margin: 0 }}>
                  {trip.name}
                </Typography.Title>
                {!trip.isActive ? <Tag>{t("students.planned.inactive")}</Tag> : null}
              </Flex>
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
                        { key: "dates", label: t("students.planned.dates"), children: formatDayRange(trip.startDate, trip.endDate) },
                        { key: "route", label: t("students.planned.route"), children: formatRoute(trip.embarkationPort, trip.disembarkationPort) },
                        { key: "yacht", label: t("students.planned.fields.yachtName"), children: trip.yachtName || "—" },
                        { key: "yachtType", label: t("students.planned.fields.yachtType"), children: trip.yachtType || "—" },
                        { key: "spots", label: t("students.trips.spots"), children: t(spots.id, spots.values) },
                        ...(trip.description
                          ? [
                              {
                                key: "description",
                                label: t("students.planned.fields.description"),
                                children: <span style={{ whiteSpace: "pre-wrap" }}>{trip.description}</span>,
                              },
                            ]
                          : []),
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
