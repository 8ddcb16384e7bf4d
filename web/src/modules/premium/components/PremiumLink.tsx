import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { isScreenReady } from "../../layout/screens.ts";

const PREMIUM_TAB = "/captain-profile?tab=premium";

/** A link to the Premium tab of the captain profile (shown greyed while that screen is not built). */
export function PremiumLink({ textId }: { textId: string }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: textId });
  if (isScreenReady(PREMIUM_TAB)) return <Link to={PREMIUM_TAB}>{text}</Link>;
  return (
    <span aria-disabled="true" style={{ color: "rgba(0,0,0,0.45)" }}>
      {text} ({intl.formatMessage({ id: "common.soon" })})
    </span>
  );
}
