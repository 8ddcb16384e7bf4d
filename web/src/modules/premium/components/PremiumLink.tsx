import { useIntl } from "react-intl";
import { Link } from "react-router-dom";

const PREMIUM_TAB = "/captain-profile?tab=premium";

/** A link to the Premium tab of the captain profile. */
export function PremiumLink({ textId }: { textId: string }) {
  const intl = useIntl();
  return <Link to={PREMIUM_TAB}>{intl.formatMessage({ id: textId })}</Link>;
}
