import { Flex, Layout } from "antd";
import { Typography } from "../../../components/Typography.tsx";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { useSharedQuery } from "../../../lib/useSharedQuery.ts";
import { companyQuery } from "../../public/graphql/companyQuery.ts";

/** The company's name, address, NIP, phone and e-mail (the COMPANY_* settings); nothing until known (asked once, without Apollo). */
function CompanyLine() {
  const { data } = useSharedQuery(companyQuery, "cache-first");
  const c = data?.company;
  if (!c) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
      {`${c.name} · ${c.address} · NIP ${c.nip} · `}
      <a href={`tel:${c.phone.replace(/\s/g, "")}`}>{c.phone}</a>
      {" · "}
      <a href={`mailto:${c.email}`}>{c.email}</a>
    </Typography.Text>
  );
}

export function AppFooter() {
  return (
    <Layout.Footer style={{ textAlign: "center" }}>
      <Flex vertical gap={8} align="center">
        <Flex gap={16} wrap justify="center">
          <Link to="/terms-of-service">
            <FormattedMessage id="footer.terms" />
          </Link>
          <Link to="/privacy-policy">
            <FormattedMessage id="footer.privacy" />
          </Link>
          <Link to="/contact">
            <FormattedMessage id="footer.contact" />
          </Link>
          <Link to="/developers">
            <FormattedMessage id="developers.footerLink" />
          </Link>
        </Flex>
        <CompanyLine />
        <Typography.Text type="secondary">
          <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
        </Typography.Text>
      </Flex>
    </Layout.Footer>
  );
}
