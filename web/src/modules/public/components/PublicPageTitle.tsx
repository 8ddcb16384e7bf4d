import { Typography } from "antd";
import { FormattedMessage } from "react-intl";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";

/** A public page's h1 from a message id, which also names the browser tab. */
export function PublicPageTitle({ id }: { id: string }) {
  return (
    <>
      <DocumentTitle id={id} />
      <Typography.Title level={1}>
        <FormattedMessage id={id} />
      </Typography.Title>
    </>
  );
}
