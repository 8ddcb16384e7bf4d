import { Button, Drawer, Flex, Grid, Layout } from "antd";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { LanguageSwitch } from "../../../components/LanguageSwitch.tsx";
import { useNavigation } from "../hooks/useNavigation.ts";
import { MenuIcon } from "./MenuIcon.tsx";
import { NavMenu } from "./NavMenu.tsx";
import { UserActions } from "./UserActions.tsx";

const headerStyle = {
  display: "flex",
  alignItems: "center",
  gap: 16,
  background: "#fff",
  borderBottom: "1px solid #f0f0f0",
  paddingInline: 16,
  position: "sticky" as const,
  top: 0,
  zIndex: 10,
};

/** Brand, menu, language switch and the user's actions; under 768 px the menu moves into a drawer. */
export function AppHeader() {
  const intl = useIntl();
  const screens = Grid.useBreakpoint();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { session, items } = useNavigation();
  const desktop = screens.md === true;
  const close = () => setDrawerOpen(false);

  return (
    <Layout.Header style={headerStyle}>
      <Link to="/" style={{ fontWeight: 700, fontSize: 20, whiteSpace: "nowrap", textDecoration: "none" }}>
        <FormattedMessage id="app.name" />
      </Link>
      {desktop ? (
        <>
          <NavMenu items={items} mode="horizontal" compact={screens.xl !== true} />
          <LanguageSwitch />
          <UserActions session={session} />
        </>
      ) : (
        <Flex flex={1} justify="flex-end" align="center" gap={8}>
          <LanguageSwitch />
          <Button
            aria-label={intl.formatMessage({ id: "nav.openMenu" })}
            aria-expanded={drawerOpen}
            icon={<MenuIcon />}
            onClick={() => setDrawerOpen(true)}
          />
        </Flex>
      )}
      {desktop ? null : (
        <Drawer title={intl.formatMessage({ id: "nav.menuTitle" })} placement="right" open={drawerOpen} onClose={close} size={300}>
          <Flex vertical gap={16}>
            <NavMenu items={items} mode="inline" onNavigate={close} />
            <UserActions session={session} vertical onDone={close} />
          </Flex>
        </Drawer>
      )}
    </Layout.Header>
  );
}
