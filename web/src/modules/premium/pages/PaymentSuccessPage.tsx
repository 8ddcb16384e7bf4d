import { useQuery } from "@apollo/client/react";
import { Button, Result, Spin } from "antd";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { myOrderQuery } from "../graphql/myOrderQuery.ts";
import { usePremium } from "../usePremium.ts";
import { ResultTitle } from "../../../components/ResultTitle.tsx";
import { useDocumentTitle } from "../../../lib/useDocumentTitle.ts";

const PREMIUM_TAB = "/captain-profile?tab=premium";
/** How often the order is asked about while the provider's confirmation is on its way. */
export const POLL_MS = 2000;
/** After this long the page says it takes longer than usual (it keeps asking). */
const SLOW_MS = 60_000;

/**
 * /payment/success?order=… — the provider sent the captain back. The order is asked about until the
 * payment's confirmation has arrived (active) or it was cancelled; then Premium is refreshed.
 */
export function PaymentSuccessPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  useDocumentTitle(t("title.payment"));
  const [params] = useSearchParams();
  const id = params.get("order") ?? "";
  const providerError = params.get("error");
  const premium = usePremium();
  const { data, error, refetch, startPolling, stopPolling } = useQuery(myOrderQuery, { variables: { id }, skip: !id, fetchPolicy: "network-only" });
  const [slow, setSlow] = useState(false);
  const status = data?.myOrder.subscription.status;
  const settled = status === "active" || status === "cancelled" || status === "expired";

  useEffect(() => {
    if (!id || settled) return undefined;
    startPolling(POLL_MS);
    const timer = window.setTimeout(() => setSlow(true), SLOW_MS);
    return () => {
      stopPolling();
      window.clearTimeout(timer);
    };
  }, [id, settled, startPolling, stopPolling]);

  const { refetch: refetchPremium } = premium;
  useEffect(() => {
    if (status === "active") void refetchPremium();
  }, [status, refetchPremium]);

  const back = (
    <ButtonLink to={PREMIUM_TAB} key="back">
      {t("subscriptions.payment.backToPremium")}
    </ButtonLink>
  );
  if (!id || (error && !data)) {
    return <Result status="warning" title={<ResultTitle>{t("subscriptions.payment.unknownOrder")}</ResultTitle>} extra={[back]} />;
  }
  if (status === "active" && data) {
    const endsAt = intl.formatDate(data.myOrder.subscription.endsAt, { dateStyle: "long" });
    return (
      <Result
        status="success"
        title={<ResultTitle>{t("subscriptions.payment.success.title")}</ResultTitle>}
        subTitle={t("subscriptions.payment.success.text", { date: endsAt })}
        extra={[
          <ButtonLink to="/sailing-trips/new" type="primary" key="trip">
            {t("subscriptions.payment.success.addTrip")}
          </ButtonLink>,
          back,
        ]}
      />
    );
  }
  if (settled) {
    return (
      <Result
        status="error"
        title={<ResultTitle>{t("subscriptions.payment.failed.title")}</ResultTitle>}
        subTitle={t("subscriptions.payment.failed.text")}
        extra={[back]}
      />
    );
  }
  return (
    <Result
      icon={<Spin size="large" />}
      title={<ResultTitle>{t(providerError ? "subscriptions.payment.waiting.providerError" : "subscriptions.payment.waiting.title")}</ResultTitle>}
      subTitle={slow ? t("subscriptions.payment.waiting.slow") : t("subscriptions.payment.waiting.text")}
      extra={
        slow
          ? [
              <Button key="refresh" onClick={() => void refetch()}>
                {t("subscriptions.payment.waiting.refresh")}
              </Button>,
              back,
            ]
          : [back]
      }
    />
  );
}
