import { Result } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { ButtonLink } from "../../../components/ButtonLink.tsx";

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <Result
      status="404"
      title={intl.formatMessage({ id: "notFound.title" })}
      subTitle={intl.formatMessage({ id: "notFound.text" })}
      extra={
        <ButtonLink to="/" type="primary">
          <FormattedMessage id="notFound.home" />
        </ButtonLink>
      }
    />
  );
}
