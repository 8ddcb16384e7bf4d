import { Flex, Typography } from "antd";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";

/** A page's h1 (also its document title) with an optional intro line and actions on the right (wrapping on a phone). */
export function PageHeader({ titleId, introId, actions }: { titleId: string; introId?: string; actions?: ReactNode }) {
  return (
    <>
      <DocumentTitle id={titleId} />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          <FormattedMessage id={titleId} />
        </Typography.Title>
        {actions}
      </Flex>
      {introId ? (
        <Typography.Paragraph type="secondary">
          <FormattedMessage id={introId} />
        </Typography.Paragraph>
      ) : null}
    </>
  );
}
