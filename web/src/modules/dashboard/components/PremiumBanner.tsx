import { Alert, Flex } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { useNarrowScreen } from "../../../lib/useNarrowScreen.ts";
import { ScreenButton } from "../../layout/components/ScreenButton.tsx";

/** The Premium offer, shown to captains without a subscription; on a phone the button goes under the text. */
export function PremiumBanner() {
  const intl = useIntl();
  const narrow = useNarrowScreen();
  const button = <ScreenButton to="/captain-profile?tab=premium" type="primary" label={intl.formatMessage({ id: "premium.banner.button" })} />;
  return (
    <Alert
      type="info"
      showIcon
      role="region"
      aria-label={intl.formatMessage({ id: "premium.banner.title" })}
      style={{ marginBottom: 24 }}
      title={intl.formatMessage({ id: "premium.banner.title" })}
      description={
        narrow ? (
          <Flex vertical gap={12} align="flex-start">
            <FormattedMessage id="premium.banner.text" />
            {button}
          </Flex>
        ) : (
          <FormattedMessage id="premium.banner.text" />
        )
      }
      action={narrow ? undefined : button}
    />
  );
}
