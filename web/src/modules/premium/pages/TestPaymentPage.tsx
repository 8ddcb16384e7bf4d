import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Descriptions, Flex, Result, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { toErrorDetails } from "../../../lib/toErrorDetails.ts";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";
import { completeTestPaymentMutation } from "../graphql/completeTestPaymentMutation.ts";
import { testPaymentQuery } from "../graphql/testPaymentQuery.ts";
import { useDurationLabel } from "../hooks/useDurationLabel.ts";
import { ResultTitle } from "../../../components/ResultTitle.tsx";
import { useDocumentTitle } from "../../../lib/useDocumentTitle.ts";

const PREMIUM_TAB = "/captain-profile?tab=premium";

/**
 * /payment/test/:paymentId — the app's own payment page when no provider is configured. Its buttons
 * send a signed PayU-format notification through the server's PayU handler; no money is taken.
 */
export function TestPaymentPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  useDocumentTitle(t("title.testPayment"));
  const duration = useDurationLabel();
  const navigate = useNavigate();
  const { paymentId = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(testPaymentQuery, { variables: { id: paymentId }, fetchPolicy: "network-only" });
  const [complete, { loading: sending }] = useMutation(completeTestPaymentMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const [choice, setChoice] = useState<"CONFIRM" | "CANCEL" | null>(null);

  if (!data && loading) return <PageLoader />;
  if (!data) {
    if (toErrorDetails(error).code === "NOT_FOUND") {
      return (
        <Result
          status="404"
          title={<ResultTitle>{t("subscriptions.testPayment.notFound")}</ResultTitle>}
          extra={
            <ButtonLink to={PREMIUM_TAB} type="primary">
              {t("subscriptions.payment.backToPremium")}
            </ButtonLink>
          }
        />
      );
    }
    return <LoadError titleId="subscriptions.testPayment.loadError" error={error} onRetry={() => void refetch()} />;
  }
  const payment = data.testPayment;

  const send = async (outcome: "CONFIRM" | "CANCEL") => {
    setFailure(null);
    setChoice(outcome);
    try {
      const { data: done } = await complete({ variables: { id: payment.id, outcome } });
      if (!done) throw new Error("completeTestPayment returned no data");
      void navigate(outcome === "CONFIRM" ? `/payment/success?order=${payment.subscriptionId}` : `/payment/cancelled?order=${payment.subscriptionId}`);
    } catch (e) {
      setFailure(toErrorDetails(e).message ?? t("subscriptions.testPayment.failed"));
    }
  };

  return (
    <Flex justify="center">
      <Card style={{ maxWidth: 560, width: "100%" }}>
        <Alert
          type="warning"
          showIcon
          title={<strong>{t("subscriptions.testPayment.title")}</strong>}
          description={t("subscriptions.testPayment.explain")}
          style={{ marginBottom: 16 }}
        />
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {t("subscriptions.testPayment.heading")}
        </Typography.Title>
        <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t("subscriptions.testPayment.plan")}>{`${payment.plan.name} — ${duration(payment.plan.durationDays)}`}</Descriptions.Item>
          <Descriptions.Item label={t("subscriptions.testPayment.amount")}>{formatMoney(payment.amount, payment.currency)}</Descriptions.Item>
        </Descriptions>
        {payment.status !== "pending" ? (
          <Alert
            type="info"
            showIcon
            title={t(`subscriptions.testPayment.already.${payment.status}`)}
            action={<ButtonLink to={PREMIUM_TAB}>{t("subscriptions.payment.backToPremium")}</ButtonLink>}
          />
        ) : (
          <Flex gap={8} wrap>
            <Button type="primary" size="large" loading={sending && choice === "CONFIRM"} disabled={sending} onClick={() => void send("CONFIRM")}>
              {t("subscriptions.testPayment.confirm")}
            </Button>
            <Button size="large" loading={sending && choice === "CANCEL"} disabled={sending} onClick={() => void send("CANCEL")}>
              {t("subscriptions.testPayment.cancel")}
            </Button>
          </Flex>
        )}
        {failure ? <Alert type="error" role="alert" showIcon title={failure} style={{ marginTop: 12 }} /> : null}
      </Card>
    </Flex>
  );
}
