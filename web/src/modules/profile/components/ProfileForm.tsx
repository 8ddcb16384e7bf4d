import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Col, Divider, Input, Row } from "antd";
import { useState } from "react";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import { useIntl } from "react-intl";
import { captainProfileSchema } from "../../../../../validation/profile.ts";
import { OTHER } from "../../../../../validation/trip-options.ts";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { FormResult } from "../../../components/FormResult.tsx";
import { UnsavedChangesPrompt } from "../../../components/UnsavedChangesPrompt.tsx";
import { ControlledSelectField } from "../../../components/ControlledSelectField.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { useOptions } from "../../trips/wizard/components/useOptions.ts";
import { captainProfileQuery } from "../graphql/captainProfileQuery.ts";
import { updateCaptainProfileMutation } from "../graphql/updateCaptainProfileMutation.ts";
import { InvoiceFields } from "./InvoiceFields.tsx";
import { INVOICE_KEYS, type ProfileFormValues, invoiceField, toProfileInput } from "./profileFormValues.ts";
import { FieldFrame } from "../../../components/FieldFrame.tsx";

const serverFields = ["firstName", "lastName", "phone", "licenseType", "licenseNumber", "otherLicense", ...INVOICE_KEYS.map(invoiceField)] as const;

const schemaResolver = zodResolver(captainProfileSchema);
/** The shared schema checks the values as they are sent (no invoice type = no invoice data). */
const resolver: Resolver<ProfileFormValues> = async (values, context, options) => {
  const result = await schemaResolver(toProfileInput(values), context, options as never);
  return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors as never } : { values, errors: {} };
};

interface ProfileFormProps {
  email: string;
  initial: ProfileFormValues;
}

/** The captain's data (e-mail read-only: it is the account's), the licence and the invoice data. */
export function ProfileForm({ email, initial }: ProfileFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { options } = useOptions();
  const [success, setSuccess] = useState<string | null>(null);
  // Typed into since the last save (antd fields may normalise values on mount: RHF's isDirty would be true).
  const [edited, setEdited] = useState(false);
  const [save] = useMutation(updateCaptainProfileMutation, { refetchQueries: [captainProfileQuery], awaitRefetchQueries: true });
  const { control, handleSubmit, setError, formState, getValues } = useForm<ProfileFormValues>({ resolver, defaultValues: initial });
  const server = useServerErrors(setError, serverFields);
  const licenseType = useWatch({ control, name: "licenseType" });

  const onSubmit = handleSubmit(async () => {
    server.clearAlert();
    setSuccess(null);
    try {
      const { data } = await save({ variables: { input: toProfileInput(getValues()) } });
      if (!data) throw new Error("updateCaptainProfile returned no data");
      setSuccess(data.updateCaptainProfile.message);
      setEdited(false); // saved: nothing to lose any more
    } catch (error) {
      server.report(error, t("profile.form.saveError"));
    }
  });

  return (
    <FormLayout onSubmit={onSubmit} onEdit={() => setEdited(true)}>
      <UnsavedChangesPrompt when={edited && !formState.isSubmitting} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField control={control} name="firstName" label={t("profile.fields.firstName")} autoComplete="given-name" required />
        </Col>
        <Col xs={24} md={12}>
          <TextField control={control} name="lastName" label={t("profile.fields.lastName")} autoComplete="family-name" required />
        </Col>
        <Col xs={24} md={12}>
          <FieldFrame id="profile-email" label={t("profile.fields.email")} extra={t("profile.fields.emailHint")}>
            <Input id="profile-email" type="email" value={email} readOnly disabled />
          </FieldFrame>
        </Col>
        <Col xs={24} md={12}>
          <TextField control={control} name="phone" type="tel" label={t("profile.fields.phone")} autoComplete="tel" required />
        </Col>
        <Col xs={24} md={12}>
          <ControlledSelectField
            control={control}
            name="licenseType"
            id="profile-license-type"
            label={t("profile.fields.licenseType")}
            options={options("license", licenseType)}
            placeholder={t("profile.fields.choose")}
            searchable
            required
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField control={control} name="licenseNumber" label={t("profile.fields.licenseNumber")} required />
        </Col>
        {licenseType === OTHER ? (
          <Col xs={24} md={12}>
            <TextField control={control} name="otherLicense" label={t("profile.fields.otherLicense")} required />
          </Col>
        ) : null}
      </Row>
      <Divider />
      <InvoiceFields control={control} />
      <SubmitButton submitting={formState.isSubmitting}>{t("profile.form.submit")}</SubmitButton>
      <FormResult error={server.alert} success={success} />
    </FormLayout>
  );
}
