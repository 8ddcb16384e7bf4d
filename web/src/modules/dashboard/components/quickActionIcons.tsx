import {
  CalendarOutlined, CompassOutlined, IdcardOutlined, MailOutlined, PlusCircleOutlined, PlusOutlined, TableOutlined, TeamOutlined, UserOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";

const ICONS: Record<string, ReactNode> = {
  "/sailing-trips": <CompassOutlined />,
  "/planned-trips": <CalendarOutlined />,
  "/sailing-trips/new": <PlusCircleOutlined />,
  "/yachts": <FlagIcon />,
  "/invitations": <MailOutlined />,
  "/my-students": <TeamOutlined />,
  "/student-management": <UserOutlined />,
  "/captain-profile": <IdcardOutlined />,
  "/yachts/add": <PlusOutlined />,
  "/sailing-trips?view=table": <TableOutlined />,
};

/** A sail, for the yachts (antd has no boat icon). */
function FlagIcon() {
  return (
    <span className="anticon" aria-hidden="true">
      <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" focusable="false">
        <path d="M12 2 4 17h8V2zm2 3v12h6L14 5zM3 19h18l-2 3H5l-2-3z" />
      </svg>
    </span>
  );
}

/** The icon of a quick action, by where it leads (none for an unknown one). */
export const quickActionIcon = (to: string): ReactNode => {
  const icon = ICONS[to];
  // decoration only: the button's name stays its text
  return icon ? <span aria-hidden="true" style={{ display: "inline-flex" }}>{icon}</span> : null;
};
