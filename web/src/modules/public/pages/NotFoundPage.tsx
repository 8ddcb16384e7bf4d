import { Result } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { ResultTitle } from "../../../components/ResultTitle.tsx";
import { useDocumentTitle } from "../../../lib/useDocumentTitle.ts";

export function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "notFound.title" }));
  return (
    <Result
      status="404"
      title={<ResultTitle>{intl.formatMessage({ id: "notFound.title" })}</ResultTitle>}
      subTitle={intl.formatMessage({ id: "notFound.text" })}
      extra={
        <ButtonLink to="/" type="primary">
          <FormattedMessage id="notFound.home" />
        </ButtonLink>
      }
    />
  );
}
