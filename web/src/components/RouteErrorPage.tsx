import { Button, Flex } from "antd";
import { Typography } from "./Typography.tsx";
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useRouteError } from "react-router-dom";
import { ButtonLink } from "./ButtonLink.tsx";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";

/**
 * Shown instead of a page that failed to render or to load (e.g. a chunk gone after a deploy). Kept
 * in the first bundle and free of heavy components, so it works when loading chunks does not.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "error.title" }));
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Flex vertical align="center" style={{ padding: "48px 16px", textAlign: "center" }} role="alert">
      <Typography.Title level={1}>
        <FormattedMessage id="error.title" />
      </Typography.Title>
      <Typography.Paragraph>
        <FormattedMessage id="error.text" />
      </Typography.Paragraph>
      {/* Flex, not Space: this page is in the first chunk, and Space's code and styles would be too. */}
      <Flex wrap justify="center" gap="small">
        <Button type="primary" onClick={() => window.location.reload()}>
          <FormattedMessage id="error.reload" />
        </Button>
        <ButtonLink to="/">
          <FormattedMessage id="error.home" />
        </ButtonLink>
      </Flex>
    </Flex>
  );
}
