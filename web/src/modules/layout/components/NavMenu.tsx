import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router-dom";
import type { NavItem } from "../hooks/useNavigation.ts";

interface NavMenuProps {
  items: NavItem[];
  mode: "horizontal" | "inline";
  onNavigate?: () => void;
  /** Narrower items (768–1199 px), so every entry, 'Profil kapitana' too, fits on one line. */
  compact?: boolean;
}

function selectedPath(items: NavItem[], pathname: string): string | undefined {
  return items
    .filter((item) => item.path === pathname || (item.path !== "/" && pathname.startsWith(`${item.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}

/**
 * The main menu: a list of links in a <nav>, the current screen marked with aria-current="page".
 * Plain links rather than antd's Menu: navigation is links (not an application menu of menuitems),
 * and the first screen does not download the Menu with its overflow fold and tooltips (≈ 23 kB).
 * Its look (the underline of the current entry, hover, the drawer's rows) is in index.html's style.
 */
export function NavMenu({ items, mode, onNavigate, compact = false }: NavMenuProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const selected = selectedPath(items, pathname);
  return (
    <nav aria-label={intl.formatMessage({ id: "nav.mainLabel" })} className={`main-nav main-nav-${mode}${compact ? " main-nav-compact" : ""}`}>
      <ul>
        {items.map((item) => (
          <li key={item.path}>
            <Link to={item.path} onClick={onNavigate} className="main-nav-link" aria-current={item.path === selected ? "page" : undefined}>
              <FormattedMessage id={item.labelId} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
