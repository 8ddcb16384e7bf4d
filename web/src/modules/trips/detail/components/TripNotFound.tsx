import { Result } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { ButtonLink } from "../../../../components/ButtonLink.tsx";

/** The trip does not exist, was deleted or belongs to someone else. */
export function TripNotFound() {
  const intl = useIntl();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{intl.formatMessage({ id: "trips.detail.notFound.title" })}</h1>}
      subTitle={intl.formatMessage({ id: "trips.detail.notFound.text" })}
      extra={
        <ButtonLink to="/sailing-trips" type="primary">
          <FormattedMessage id="trips.detail.backToList" />
        </ButtonLink>
      }
    />
  );
}
