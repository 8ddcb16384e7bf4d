import { Flex, Typography } from "antd";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { DocumentTitle } from "./DocumentTitle.tsx";

interface PageTitleBarProps {
  /** The message id of the page's h1, also its document title. */
  titleId: string;
  /** The message id of the grey line under the title. */
  introId: string;
  /** Buttons on the right of the title (they wrap under it on a phone). */
  actions: ReactNode;
  /** How the actions line up with the title; "flex-start" for a tall block of actions. */
  align?: "center" | "flex-start";
}

/** The top of a page: its h1 (and document title), actions beside it and an intro line under it. */
export function PageTitleBar({ titleId, introId, actions, align = "center" }: PageTitleBarProps) {
  return (
    <>
      <Flex justify="space-between" align={align} wrap gap={12} style={{ marginBottom: 8 }}>
        <DocumentTitle id={titleId} />
        <Typography.Title level={1} style={{ margin: 0 }}>
          <FormattedMessage id={titleId} />
        </Typography.Title>
        {actions}
      </Flex>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id={introId} />
      </Typography.Paragraph>
    </>
  );
}
