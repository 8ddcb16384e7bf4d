import { Alert } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { PremiumLink } from "./PremiumLink.tsx";

/**
 * The yellow notice after a Premium-only screen sent the captain back (?error=premium_required) or
 * the server refused a list for want of Premium; `textId` says what needs Premium.
 */
export function PremiumNotice({ textId }: { textId: string }) {
  const intl = useIntl();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={intl.formatMessage({ id: "premium.notice.title" })}
      description={
        <>
          <FormattedMessage id={textId} /> <PremiumLink textId="premium.notice.link" />
        </>
      }
    />
  );
}
