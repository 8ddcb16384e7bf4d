import { Alert } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { PremiumLink } from "./PremiumLink.tsx";

/** The premium error box: shown after /yachts/add or an edit sent the captain back (?error=premium_required). */
export function YachtPremiumNotice() {
  const intl = useIntl();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={intl.formatMessage({ id: "yachts.premium.title" })}
      description={
        <>
          <FormattedMessage id="yachts.premium.text" /> <PremiumLink textId="yachts.premium.link" />
        </>
      }
    />
  );
}
