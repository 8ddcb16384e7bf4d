import { useQuery } from "@apollo/client/react";
import { Col, Empty, List, Row, Flex } from "antd";
import { Card } from "../../../components/Card.tsx";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { useAuth } from "../../auth/useAuth.ts";
import { DashboardGreeting } from "../../dashboard/components/DashboardGreeting.tsx";
import { QueryState } from "../../school/components/QueryState.tsx";
import { formatDay, formatDayRange } from "../../trips/shared/formatTrip.ts";
import { todayIso } from "../../trips/wizard/steps/todayIso.ts";
import { enrolledTripsQuery, myCaptainsQuery } from "../graphql/studentSchoolQueries.ts";

/** How many of the next accepted trips the dashboard lists. */
const NEXT_TRIPS = 5;

function Panel({ titleId, link, children }: { titleId: string; link: { to: string; labelId: string }; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Card style={{ height: "100%" }}>
      {/* the heading and its link wrap onto two lines on a phone instead of cutting the heading short */}
      <Flex justify="space-between" align="baseline" wrap gap="4px 16px" style={{ marginBottom: 12 }}>
        <h2 style={{ fontSize: 18, margin: 0 }}>{intl.formatMessage({ id: titleId })}</h2>
        <Link to={link.to}>{intl.formatMessage({ id: link.labelId })}</Link>
      </Flex>
      {children}
    </Card>
  );
}

interface PanelListProps<T> {
  items: T[];
  emptyText: string;
  emptyLink?: ReactNode;
  renderItem: (item: T) => ReactNode;
}

/** A panel's short list, or its empty note with where to go next. */
function PanelList<T>({ items, emptyText, emptyLink, renderItem }: PanelListProps<T>) {
  if (items.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText}>
        {emptyLink}
      </Empty>
    );
  }
  return <List size="small" dataSource={items} renderItem={renderItem} />;
}

/** /student/dashboard: next accepted trips, pending requests and connected captains, with links. */
export function StudentDashboardPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { student } = useAuth();
  const trips = useQuery(enrolledTripsQuery, { variables: { status: null }, fetchPolicy: "cache-and-network" });
  const captains = useQuery(myCaptainsQuery, { fetchPolicy: "cache-and-network" });
  const today = todayIso();
  const tripLink = (trip: { id: string; name: string; startDate: string; endDate: string }) => (
    <List.Item key={trip.id}>
      <List.Item.Meta
        title={<Link to={`/student/planned-sailing-trips/${trip.id}`}>{trip.name}</Link>}
        description={formatDayRange(trip.startDate, trip.endDate)}
      />
    </List.Item>
  );

  return (
    <section>
      <DashboardGreeting
        titleId="title.studentDashboard"
        greetingId="student.dashboard.title"
        values={{ firstName: student?.firstName ?? "" }}
        introId="students.dashboard.intro"
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Panel titleId="students.dashboard.nextTrips" link={{ to: "/student/enrolled-trips?status=accepted", labelId: "students.dashboard.allAccepted" }}>
            <QueryState query={trips} errorTitleId="students.enrolled.loadError">
              {({ enrolledTrips }) => (
                <PanelList
                  items={enrolledTrips
                    .filter((trip) => trip.enrolmentStatus === "ACCEPTED" && trip.endDate >= today)
                    .sort((a, b) => a.startDate.localeCompare(b.startDate))
                    .slice(0, NEXT_TRIPS)}
                  emptyText={t("students.dashboard.noNextTrips")}
                  emptyLink={<Link to="/student/planned-sailing-trips">{t("students.dashboard.browseTrips")}</Link>}
                  renderItem={tripLink}
                />
              )}
            </QueryState>
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel titleId="students.dashboard.pending" link={{ to: "/student/enrolled-trips?status=pending", labelId: "students.dashboard.allPending" }}>
            <QueryState query={trips} errorTitleId="students.enrolled.loadError">
              {({ enrolledTrips }) => (
                <PanelList
                  items={enrolledTrips.filter((trip) => trip.enrolmentStatus === "PENDING")}
                  emptyText={t("students.dashboard.noPending")}
                  renderItem={tripLink}
                />
              )}
            </QueryState>
          </Panel>
        </Col>
        <Col xs={24}>
          <Panel titleId="students.dashboard.captains" link={{ to: "/student/captains", labelId: "students.dashboard.allCaptains" }}>
            <QueryState query={captains} errorTitleId="students.captains.loadError">
              {({ myCaptains }) => (
                <PanelList
                  items={myCaptains}
                  emptyText={t("students.dashboard.noCaptains")}
                  emptyLink={<Link to="/student/invitations">{t("students.captains.acceptLink")}</Link>}
                  renderItem={(captain) => (
                    <List.Item key={captain.id}>
                      <List.Item.Meta
                        title={`${captain.firstName} ${captain.lastName}`}
                        description={intl.formatMessage({ id: "students.dashboard.connectedSince" }, { date: formatDay(captain.connectedAt) })}
                      />
                    </List.Item>
                  )}
                />
              )}
            </QueryState>
          </Panel>
        </Col>
      </Row>
    </section>
  );
}
