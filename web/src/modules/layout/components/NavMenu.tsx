import { ConfigProvider, Menu } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router-dom";
import type { NavItem } from "../hooks/useNavigation.ts";

interface NavMenuProps {
  items: NavItem[];
  mode: "horizontal" | "inline";
  onNavigate?: () => void;
  /** Narrower items (768–1199 px), so every entry, 'Profil kapitana' too, fits without the '···' fold. */
  compact?: boolean;
}

const compactTheme = { components: { Menu: { itemPaddingInline: 10 } } };

function selectedKey(items: NavItem[], pathname: string): string[] {
  const match = items
    .filter((item) => item.path === pathname || (item.path !== "/" && pathname.startsWith(`${item.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return match ? [match.path] : [];
}

/** The main menu: a link per screen. */
export function NavMenu({ items, mode, onNavigate, compact = false }: NavMenuProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const menuItems = items.map((item) => ({
    key: item.path,
    label: (
      <Link to={item.path} onClick={onNavigate}>
        <FormattedMessage id={item.labelId} />
      </Link>
    ),
  }));
  return (
    <nav aria-label={intl.formatMessage({ id: "nav.mainLabel" })} style={{ flex: 1, minWidth: 0 }}>
      <ConfigProvider theme={compact ? compactTheme : undefined}>
        <Menu mode={mode} items={menuItems} selectedKeys={selectedKey(items, pathname)} style={{ borderBottom: "none", background: "transparent" }} />
      </ConfigProvider>
    </nav>
  );
}
