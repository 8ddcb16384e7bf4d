import { Result } from "antd";
import { useIntl } from "react-intl";
import { ButtonLink } from "../../../components/ButtonLink.tsx";

/** A planned trip that does not exist (or is another account's). */
export function PlannedTripNotFound({ backTo = "/planned-sailing-trips" }: { backTo?: string }) {
  const intl = useIntl();
  return (
    <Result
      status="404"
      title={intl.formatMessage({ id: "students.planned.notFound" })}
      extra={<ButtonLink to={backTo}>{intl.formatMessage({ id: "students.planned.backToList" })}</ButtonLink>}
    />
  );
}
