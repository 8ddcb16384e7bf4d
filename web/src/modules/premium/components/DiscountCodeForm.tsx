import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Flex } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { redeemCodeSchema, type RedeemCodeInput } from "../../../../../validation/subscription.ts";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { FormResult } from "../../../components/FormResult.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { toErrorDetails } from "../../../lib/toErrorDetails.ts";
import { redeemDiscountCodeMutation } from "../graphql/redeemDiscountCodeMutation.ts";

/** 'Masz kod rabatowy?': redeems a code; on success the subscription data are loaded again. */
export function DiscountCodeForm({ onRedeemed }: { onRedeemed: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [redeem] = useMutation(redeemDiscountCodeMutation);
  const [result, setResult] = useState<{ error?: string; success?: string }>({});
  const { control, handleSubmit, formState, reset } = useForm<RedeemCodeInput>({ resolver: zodResolver(redeemCodeSchema), defaultValues: { code: "" } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setResult({});
    try {
      const { data } = await redeem({ variables: { code } });
      if (!data) throw new Error("redeemDiscountCode returned no data");
      setResult({ success: data.redeemDiscountCode.message });
      reset({ code: "" });
      onRedeemed();
    } catch (error) {
      const details = toErrorDetails(error);
      const network = !details.code && !details.message;
      setResult({ error: network ? t("subscriptions.discount.networkError") : (details.message ?? t("subscriptions.discount.invalid")) });
    }
  });

  return (
    <Card size="small" title={<h3 style={{ fontSize: 16, margin: 0 }}>{t("subscriptions.discount.title")}</h3>}>
      <FormLayout onSubmit={onSubmit}>
        <Flex gap={8} align="flex-start" wrap>
          <div style={{ flex: "1 1 220px" }}>
            <TextField control={control} name="code" label={t("subscriptions.discount.label")} autoComplete="off" />
          </div>
          <Button htmlType="submit" loading={formState.isSubmitting} style={{ marginTop: 30 }}>
            {t("subscriptions.discount.submit")}
          </Button>
        </Flex>
        <FormResult error={result.error} success={result.success} />
      </FormLayout>
    </Card>
  );
}
