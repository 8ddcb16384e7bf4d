import { Alert } from "antd";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";

/** On a login page reached with `expired=1`: 'Sesja wygasła — zaloguj się ponownie'. */
export function SessionExpiredNotice() {
  const intl = useIntl();
  const [params] = useSearchParams();
  if (params.get("expired") !== "1") return null;
  return <Alert type="warning" showIcon role="alert" style={{ marginBottom: 16 }} title={intl.formatMessage({ id: "session.expired" })} />;
}
