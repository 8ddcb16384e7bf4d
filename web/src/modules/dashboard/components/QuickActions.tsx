import { Card, Col, Row } from "antd";
import { useIntl } from "react-intl";
import { ScreenButton } from "../../layout/components/ScreenButton.tsx";
import { quickActionIcon } from "./quickActionIcons.tsx";

interface QuickAction {
  to: string;
  labelId: string;
  premium?: boolean;
}

/** The spec's quick actions, in its order; see ../../layout/screens.ts for which exist yet. */
const actions: QuickAction[] = [
  { to: "/sailing-trips", labelId: "dashboard.actions.sailingTrips" },
  { to: "/planned-sailing-trips", labelId: "dashboard.actions.plannedTrips" },
  { to: "/sailing-trips/new", labelId: "dashboard.actions.createCruise", premium: true },
  { to: "/yachts", labelId: "dashboard.actions.yachts" },
  { to: "/invitations", labelId: "dashboard.actions.invitations" },
  { to: "/my-students", labelId: "dashboard.actions.myStudents" },
  { to: "/student-management", labelId: "dashboard.actions.studentManagement" },
  { to: "/captain-profile", labelId: "dashboard.actions.captainProfile" },
  { to: "/yachts/add", labelId: "dashboard.actions.addYacht", premium: true },
  { to: "/sailing-trips?view=table", labelId: "dashboard.actions.tripList" },
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
              icon={quickActionIcon(action.to)}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
