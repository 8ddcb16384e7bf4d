import { Flex, Layout, Typography } from "antd";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";

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
        <Typography.Text type="secondary">
          <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
        </Typography.Text>
      </Flex>
    </Layout.Footer>
  );
}
