import { useMutation } from "@apollo/client/react";
import { Col, Row } from "antd";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { grantPremiumSchema } from "../../../../../validation/subscription.ts";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { FormResult } from "../../../components/FormResult.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { schemaCheckedResolver } from "../../../lib/schemaCheckedResolver.ts";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { grantPremiumMutation } from "../graphql/grantPremiumMutation.ts";

interface GrantValues {
  email: string;
  days: string;
  reason: string;
}

/** The shared schema checks the days as a number; the form keeps what was typed. */
const resolver = schemaCheckedResolver<GrantValues>(grantPremiumSchema, (values) => ({
  ...values,
  days: values.days.trim() === "" ? Number.NaN : Number(values.days),
}));

/** Staff grant or extend a captain's Premium by a number of days, with the reason (kept in the history). */
export function GrantPremiumForm({ email, onGranted }: { email: string; onGranted: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [grant] = useMutation(grantPremiumMutation);
  const [success, setSuccess] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, reset } = useForm<GrantValues>({ resolver, defaultValues: { email, days: "30", reason: "" } });
  const server = useServerErrors(setError, ["days", "reason"]);

  const onSubmit = handleSubmit(async (values) => {
    server.clearAlert();
    setSuccess(null);
    try {
      const { data } = await grant({ variables: { email, days: Number(values.days), reason: values.reason.trim() } });
      if (!data) throw new Error("grantPremium returned no data");
      setSuccess(t("staff.grant.done", { date: intl.formatDate(data.grantPremium.endsAt, { dateStyle: "long" }) }));
      reset({ email, days: "30", reason: "" });
      onGranted();
    } catch (error) {
      server.report(error, t("staff.grant.failed"));
    }
  });

  return (
    <FormLayout onSubmit={onSubmit}>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <TextField control={control} name="days" label={t("staff.grant.days")} required />
        </Col>
        <Col xs={24} sm={16}>
          <TextField control={control} name="reason" label={t("staff.grant.reason")} required />
        </Col>
      </Row>
      <SubmitButton submitting={formState.isSubmitting}>{t("staff.grant.submit")}</SubmitButton>
      <FormResult error={server.alert} success={success} />
    </FormLayout>
  );
}
