import {
  CalendarOutlined,
  CompassOutlined,
  IdcardOutlined,
  MailOutlined,
  PlusCircleOutlined,
  PlusOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";

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

/** The quick actions' icons, by name: each action names its own, so a route and its icon cannot drift apart. */
const QUICK_ACTION_ICONS = {
  trips: <CompassOutlined />,
  planned: <CalendarOutlined />,
  newTrip: <PlusCircleOutlined />,
  yachts: <FlagIcon />,
  invitations: <MailOutlined />,
  students: <TeamOutlined />,
  studentManagement: <UserOutlined />,
  profile: <IdcardOutlined />,
  addYacht: <PlusOutlined />,
  table: <TableOutlined />,
} satisfies Record<string, ReactNode>;

export type QuickActionIconName = keyof typeof QUICK_ACTION_ICONS;

/** Decoration only: the button's name stays its text. */
export const quickActionIcon = (name: QuickActionIconName): ReactNode => (
  <span aria-hidden="true" style={{ display: "inline-flex" }}>
    {QUICK_ACTION_ICONS[name]}
  </span>
);
