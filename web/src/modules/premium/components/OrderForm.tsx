import { useMutation } from "@apollo/client/react";
import { Alert, Divider, Radio, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { FormResult } from "../../../components/FormResult.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import type { PlansQuery, PremiumTabQuery } from "../../../gql/graphql.ts";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { InvoiceFields } from "../../profile/components/InvoiceFields.tsx";
import { INVOICE_KEYS, invoiceField, invoiceFormValues } from "../../profile/components/profileFormValues.ts";
import { createOrderMutation } from "../graphql/createOrderMutation.ts";
import { invalidInvoiceFields, orderResolver, type OrderFormValues } from "./orderFormValues.ts";
import { PlanChoice } from "./PlanChoice.tsx";
import { usePremium } from "../usePremium.ts";
import { FieldFrame } from "../../../components/FieldFrame.tsx";

const serverFields = ["planId", "paymentProvider", ...INVOICE_KEYS.map(invoiceField)] as const;

interface OrderFormProps {
  plans: { data: PlansQuery["plans"] | undefined; loading: boolean; error: unknown; refetch: () => void };
  tab: PremiumTabQuery;
  /** Where the browser goes to pay (a full navigation: PayU, Stripe or the test page). */
  onRedirect: (url: string) => void;
}

/** Choosing a plan and a payment method, the invoice data and the order button (spec §2 Premium tab). */
export function OrderForm({ plans, tab, onRedirect }: OrderFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [create] = useMutation(createOrderMutation);
  const { hasPremium, subscription } = usePremium();
  const [success, setSuccess] = useState<string | null>(null);
  const only = plans.data?.length === 1 ? (plans.data[0]?.id ?? "") : "";
  const { control, handleSubmit, setError, formState } = useForm<OrderFormValues>({
    resolver: orderResolver,
    defaultValues: { planId: only, paymentProvider: tab.paymentOptions.stripe ? "" : "payu", invoice: invoiceFormValues(tab.captainProfile?.invoice) },
  });
  const server = useServerErrors(setError, serverFields);
  const { errors, isSubmitting, isSubmitted } = formState;
  const choiceMissing = Boolean(errors.planId || errors.paymentProvider);
  const missingInvoice = isSubmitted ? invalidInvoiceFields(errors) : [];

  const onSubmit = handleSubmit(async (values) => {
    server.clearAlert();
    setSuccess(null);
    try {
      const { data } = await create({
        variables: { input: { planId: values.planId, paymentProvider: values.paymentProvider, invoice: invoiceFormValues(values.invoice) } },
      });
      if (!data) throw new Error("createOrder returned no data");
      setSuccess(data.createOrder.message);
      onRedirect(data.createOrder.redirectUrl);
    } catch (error) {
      server.report(error, t("subscriptions.order.failed"));
    }
  });

  const providerLabel = tab.paymentOptions.test ? t("subscriptions.order.provider.payuTest") : t("subscriptions.order.provider.payu");
  return (
    <Card title={<h3 style={{ fontSize: 16, margin: 0 }}>{t(hasPremium ? "subscriptions.order.extendTitle" : "subscriptions.order.title")}</h3>}>
      <FormLayout onSubmit={onSubmit}>
        {hasPremium && subscription ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={intl.formatMessage({ id: "subscriptions.order.extendNote" }, { date: intl.formatDate(subscription.endsAt, { dateStyle: "long" }) })}
          />
        ) : null}
        <Controller
          control={control}
          name="planId"
          render={({ field }) => (
            <PlanChoice
              plans={plans.data}
              loading={plans.loading}
              error={plans.error}
              onRefresh={plans.refetch}
              value={field.value}
              onChange={field.onChange}
              discountPercent={tab.myPendingDiscount?.percent ?? null}
              invalid={Boolean(errors.planId)}
            />
          )}
        />
        {tab.myPendingDiscount ? (
          <Alert
            type="success"
            showIcon
            style={{ marginTop: 8 }}
            title={intl.formatMessage({ id: "subscriptions.order.discount" }, { code: tab.myPendingDiscount.code, percent: tab.myPendingDiscount.percent })}
          />
        ) : null}
        <Divider />
        <Typography.Title level={4} id="provider-title">
          {t("subscriptions.order.provider.title")}
        </Typography.Title>
        <Controller
          control={control}
          name="paymentProvider"
          render={({ field }) => (
            <FieldFrame invalid={Boolean(errors.paymentProvider)}>
              <Radio.Group
                name={field.name}
                value={field.value || undefined}
                onChange={(e) => field.onChange(e.target.value)}
                aria-labelledby="provider-title"
                options={[
                  { value: "payu", label: providerLabel },
                  ...(tab.paymentOptions.stripe ? [{ value: "stripe", label: t("subscriptions.order.provider.stripe") }] : []),
                ]}
              />
            </FieldFrame>
          )}
        />
        {tab.paymentOptions.test ? <Alert type="warning" showIcon title={t("subscriptions.order.testNotice")} style={{ marginBottom: 16 }} /> : null}
        <Divider />
        <InvoiceFields control={control} level={4} hint={t("subscriptions.order.invoiceHint")} />
        {choiceMissing ? <Alert type="error" role="alert" showIcon title={t("subscriptions.order.choose")} style={{ marginBottom: 12 }} /> : null}
        {missingInvoice.length > 0 ? (
          <Alert
            type="error"
            role="alert"
            showIcon
            style={{ marginBottom: 12 }}
            title={intl.formatMessage(
              { id: "validation.invoice.incomplete" },
              {
                fields: missingInvoice.map((key) => intl.formatMessage({ id: `subscriptions.invoiceField.${key}` })).join(", "),
              },
            )}
          />
        ) : null}
        <SubmitButton submitting={isSubmitting}>{t("subscriptions.order.submit")}</SubmitButton>
        <FormResult error={server.alert} success={success} />
      </FormLayout>
    </Card>
  );
}
