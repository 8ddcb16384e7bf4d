import { useMutation } from "@apollo/client/react";
import { Col, Row } from "antd";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useIntl } from "react-intl";
import { discountCodeSchema } from "../../../../../validation/subscription.ts";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { FormResult } from "../../../components/FormResult.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { schemaCheckedResolver } from "../../../lib/schemaCheckedResolver.ts";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { createDiscountCodeMutation } from "../graphql/discountCodeMutations.ts";
import { ControlledRadioField } from "../../../components/ControlledRadioField.tsx";

interface CodeValues {
  code: string;
  kind: "FREE_DAYS" | "PERCENT";
  value: string;
  maxUses: string;
  expiresAt: string;
}

const resolver = schemaCheckedResolver<CodeValues>(discountCodeSchema);
const empty: CodeValues = { code: "", kind: "FREE_DAYS", value: "30", maxUses: "", expiresAt: "" };

/** A new code: FREE_DAYS (days of Premium at once) or PERCENT (off the next order); limits optional. */
export function DiscountCodeCreateForm({ onCreated }: { onCreated: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [create] = useMutation(createDiscountCodeMutation);
  const [success, setSuccess] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, reset } = useForm<CodeValues>({ resolver, defaultValues: empty });
  const server = useServerErrors(setError, ["code", "value", "maxUses", "expiresAt"]);
  const kind = useWatch({ control, name: "kind" });

  const onSubmit = handleSubmit(async (v) => {
    server.clearAlert();
    setSuccess(null);
    try {
      const { data } = await create({
        variables: {
          input: { code: v.code, kind: v.kind, value: Number(v.value), maxUses: v.maxUses ? Number(v.maxUses) : null, expiresAt: v.expiresAt || null },
        },
      });
      if (!data) throw new Error("createDiscountCode returned no data");
      setSuccess(intl.formatMessage({ id: "subscriptions.discount.created" }, { code: data.createDiscountCode.code }));
      reset(empty);
      onCreated();
    } catch (error) {
      server.report(error, t("staff.codes.saveError"));
    }
  });

  return (
    <FormLayout onSubmit={onSubmit}>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <TextField control={control} name="code" label={t("staff.codes.fields.code")} autoComplete="off" required />
        </Col>
        <Col xs={24} md={16}>
          <ControlledRadioField
            control={control}
            name="kind"
            label={t("staff.codes.fields.kind")}
            options={[
              { value: "FREE_DAYS", label: t("staff.codes.kind.FREE_DAYS") },
              { value: "PERCENT", label: t("staff.codes.kind.PERCENT") },
            ]}
          />
        </Col>
        <Col xs={24} sm={8}>
          <TextField control={control} name="value" label={t(kind === "PERCENT" ? "staff.codes.fields.percent" : "staff.codes.fields.days")} required />
        </Col>
        <Col xs={24} sm={8}>
          <TextField control={control} name="maxUses" label={t("staff.codes.fields.maxUses")} />
        </Col>
        <Col xs={24} sm={8}>
          <TextField control={control} name="expiresAt" label={t("staff.codes.fields.expiresAt")} />
        </Col>
      </Row>
      <SubmitButton submitting={formState.isSubmitting}>{t("staff.codes.create")}</SubmitButton>
      <FormResult error={server.alert} success={success} />
    </FormLayout>
  );
}
