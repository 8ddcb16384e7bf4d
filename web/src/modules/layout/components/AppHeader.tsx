import { Button, Flex } from "antd";
// antd's layout without the index that adds its Sider (web/build/antdImports.ts: noLayoutSider).
import { Header } from "antd/es/layout/layout";
import { Suspense, lazy, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { LanguageSwitch } from "../../../components/LanguageSwitch.tsx";
import { useScreenAtLeast } from "../../../lib/useNarrowScreen.ts";
import { useNavigation } from "../hooks/useNavigation.ts";
import { MenuIcon } from "./MenuIcon.tsx";
import { NavMenu } from "./NavMenu.tsx";
import { UserActions } from "./UserActions.tsx";

// The drawer (antd Drawer and the inline menu) is a chunk of its own, loaded when the menu is first
// opened: the first screen on a phone does not need it, on a desktop never.
const NavDrawer = lazy(async () => ({ default: (await import("./NavDrawer.tsx")).NavDrawer }));

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
  // Known on the first render (the wide header where there is no screen: the prerendered pages).
  const desktop = useScreenAtLeast("md");
  const wide = useScreenAtLeast("xl");
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so it keeps its closing animation afterwards.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { session, items } = useNavigation();
  const close = () => setDrawerOpen(false);

  return (
    <Header style={headerStyle}>
      <Link to="/" style={{ fontWeight: 700, fontSize: 20, whiteSpace: "nowrap", textDecoration: "none" }}>
        <FormattedMessage id="app.name" />
      </Link>
      {desktop ? (
        <>
          <NavMenu items={items} mode="horizontal" compact={!wide} />
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
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          />
        </Flex>
      )}
      {desktop || !drawerUsed ? null : (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={close} items={items} session={session} />
        </Suspense>
      )}
    </Header>
  );
}
