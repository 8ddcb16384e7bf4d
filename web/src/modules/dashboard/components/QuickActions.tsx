import { Col, Row } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useIntl } from "react-intl";
import { ScreenButton } from "../../layout/components/ScreenButton.tsx";
import { quickActionIcon, type QuickActionIconName } from "./quickActionIcons.tsx";

interface QuickAction {
  to: string;
  labelId: string;
  icon: QuickActionIconName;
  premium?: boolean;
}

/** The spec's quick actions, in its order; see ../../layout/screens.ts for which exist yet. */
const actions: QuickAction[] = [
  { icon: "trips", to: "/sailing-trips", labelId: "dashboard.actions.sailingTrips" },
  { icon: "planned", to: "/planned-sailing-trips", labelId: "dashboard.actions.plannedTrips" },
  { icon: "newTrip", to: "/sailing-trips/new", labelId: "dashboard.actions.createCruise", premium: true },
  { icon: "yachts", to: "/yachts", labelId: "dashboard.actions.yachts" },
  { icon: "invitations", to: "/invitations", labelId: "dashboard.actions.invitations" },
  { icon: "students", to: "/my-students", labelId: "dashboard.actions.myStudents" },
  { icon: "studentManagement", to: "/student-management", labelId: "dashboard.actions.studentManagement" },
  { icon: "profile", to: "/captain-profile", labelId: "dashboard.actions.captainProfile" },
  { icon: "addYacht", to: "/yachts/add", labelId: "dashboard.actions.addYacht", premium: true },
  { icon: "table", to: "/sailing-trips?view=table", labelId: "dashboard.actions.tripList" },
];

/** Buttons to the captain's main screens; Premium-only ones are greyed without Premium. */
export function QuickActions({ hasPremium }: { hasPremium: boolean }) {
  const intl = useIntl();
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{intl.formatMessage({ id: "dashboard.actions.title" })}</h2>}>
      <Row gutter={[12, 12]}>
        {actions.map((action) => (
          <Col key={action.to} xs={24} sm={12} lg={8}>
            <ScreenButton
              to={action.to}
              block
              label={intl.formatMessage({ id: action.labelId })}
              premiumLocked={action.premium === true && !hasPremium}
              icon={quickActionIcon(action.icon)}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
