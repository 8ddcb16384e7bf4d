import { ResultPage } from "../../../components/ResultPage.tsx";

/** /payment/cancelled — the captain gave up the payment; nothing was charged, they may order again. */
export function PaymentCancelledPage() {
  return (
    <ResultPage
      status="info"
      titleId="subscriptions.payment.cancelled.title"
      textId="subscriptions.payment.cancelled.text"
      link={{ to: "/captain-profile?tab=premium", textId: "subscriptions.payment.cancelled.again" }}
    />
  );
}
