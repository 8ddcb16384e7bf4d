import { Typography } from "antd";
import { FormattedMessage } from "react-intl";
import { DocumentTitle } from "./DocumentTitle.tsx";

interface PageHeadingProps {
  /** The message id of the page's h1, also its document title. */
  titleId: string;
  /** The message id of the grey line under the title, and its values. */
  introId: string;
  introValues?: Record<string, string | number>;
}

/** The top of a page without actions beside its title (PageTitleBar has them): the h1 (and document title) and an intro line. */
export function PageHeading({ titleId, introId, introValues }: PageHeadingProps) {
  return (
    <>
      <DocumentTitle id={titleId} />
      <Typography.Title level={1}>
        <FormattedMessage id={titleId} />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id={introId} values={introValues} />
      </Typography.Paragraph>
    </>
  );
}
