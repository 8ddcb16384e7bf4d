import { Alert } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";

const PREMIUM_TAB = "/captain-profile?tab=premium";

/** The yellow notice after a Premium-only screen sent the captain back (?error=premium_required). */
export function PremiumRequiredNotice() {
  const intl = useIntl();
  const linkText = intl.formatMessage({ id: "premium.notice.link" });
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={intl.formatMessage({ id: "premium.notice.title" })}
      description={
        <>
          <FormattedMessage id="premium.notice.text" />{" "}
          <Link to={PREMIUM_TAB}>{linkText}</Link>
        </>
      }
    />
  );
}
