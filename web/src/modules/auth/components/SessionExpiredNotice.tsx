import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { FormAlert } from "../../../components/FormAlert.tsx";

/** On a login page reached with `expired=1`: 'Sesja wygasła — zaloguj się ponownie'. */
export function SessionExpiredNotice() {
  const intl = useIntl();
  const [params] = useSearchParams();
  if (params.get("expired") !== "1") return null;
  return <FormAlert type="warning" title={intl.formatMessage({ id: "session.expired" })} />;
}
