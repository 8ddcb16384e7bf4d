import { Alert } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { ScreenButton } from "../../layout/components/ScreenButton.tsx";

/** The Premium offer, shown to captains without a subscription. */
export function PremiumBanner() {
  const intl = useIntl();
  return (
    <Alert
      type="info"
      showIcon
      role="region"
      aria-label={intl.formatMessage({ id: "premium.banner.title" })}
      style={{ marginBottom: 24 }}
      title={intl.formatMessage({ id: "premium.banner.title" })}
      description={<FormattedMessage id="premium.banner.text" />}
      action={
        <ScreenButton to="/captain-profile?tab=premium" type="primary" label={intl.formatMessage({ id: "premium.banner.button" })} />
      }
    />
  );
}
