import { Drawer, Flex } from "antd";
import { useIntl } from "react-intl";
import type { NavItem, NavSession } from "../hooks/useNavigation.ts";
import { NavMenu } from "./NavMenu.tsx";
import { UserActions } from "./UserActions.tsx";

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  session: NavSession;
}

/** The menu and the user's actions under 768 px (loaded when first opened: see AppHeader). */
export function NavDrawer({ open, onClose, items, session }: NavDrawerProps) {
  const intl = useIntl();
  return (
    <Drawer title={intl.formatMessage({ id: "nav.menuTitle" })} placement="right" open={open} onClose={onClose} size={300}>
      <Flex vertical gap={16}>
        <NavMenu items={items} mode="inline" onNavigate={onClose} />
        <UserActions session={session} vertical onDone={onClose} />
      </Flex>
    </Drawer>
  );
}
