import { Result } from "antd";
import { useIntl } from "react-intl";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { ResultTitle } from "../../../components/ResultTitle.tsx";
import { useDocumentTitle } from "../../../lib/useDocumentTitle.ts";

/** /payment/cancelled — the captain gave up the payment; nothing was charged, they may order again. */
export function PaymentCancelledPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  useDocumentTitle(t("subscriptions.payment.cancelled.title"));
  return (
    <Result
      status="info"
      title={<ResultTitle>{t("subscriptions.payment.cancelled.title")}</ResultTitle>}
      subTitle={t("subscriptions.payment.cancelled.text")}
      extra={[
        <ButtonLink to="/captain-profile?tab=premium" type="primary" key="back">
          {t("subscriptions.payment.cancelled.again")}
        </ButtonLink>,
      ]}
    />
  );
}
