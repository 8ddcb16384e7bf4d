import { Flex } from "antd";
// antd's layout without the index that adds its Sider (web/build/antdImports.ts: noLayoutSider).
import { Footer } from "antd/es/layout/layout";
import { Typography } from "../../../components/Typography.tsx";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { pageData } from "../../../lib/pageData.ts";
import { telHref } from "../../../lib/telHref.ts";

/**
 * The company's name, address, NIP, phone and e-mail (the COMPANY_* settings), as the server wrote
 * them into the page (pageData.ts: every page it serves carries them, so no request and no shift).
 */
function CompanyLine() {
  const c = pageData().company;
  if (!c) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
      {`${c.name} · ${c.address} · NIP ${c.nip} · `}
      <a href={telHref(c.phone)}>{c.phone}</a>
      {" · "}
      <a href={`mailto:${c.email}`}>{c.email}</a>
    </Typography.Text>
  );
}

/** The footer's links: where each goes and the id of its text. */
const FOOTER_LINKS = [
  ["/terms-of-service", "footer.terms"],
  ["/privacy-policy", "footer.privacy"],
  ["/contact", "footer.contact"],
  ["/developers", "developers.footerLink"],
] as const;

export function AppFooter() {
  return (
    <Footer style={{ textAlign: "center" }}>
      <Flex vertical gap={8} align="center">
        <Flex gap={16} wrap justify="center">
          {FOOTER_LINKS.map(([to, id]) => (
            <Link key={to} to={to}>
              <FormattedMessage id={id} />
            </Link>
          ))}
        </Flex>
        <CompanyLine />
        <Typography.Text type="secondary">
          {/* The year of a page prerendered at build time may be the year before: the hydration keeps it until the footer renders again. */}
          <FormattedMessage id="footer.copyright" values={{ year: <span suppressHydrationWarning>{new Date().getFullYear()}</span> }} />
        </Typography.Text>
      </Flex>
    </Footer>
  );
}
