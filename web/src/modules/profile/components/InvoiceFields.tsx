import { Form, Radio, Typography } from "antd";
import { type Control, useController, useWatch } from "react-hook-form";
import { useIntl } from "react-intl";
import { TextField } from "../../../components/TextField.tsx";
import { useMessageText } from "../../../i18n/useMessageText.ts";
import { type ProfileFormValues, invoiceField } from "./profileFormValues.ts";

/** The invoice data section: individual or company (which adds company name and NIP). */
export function InvoiceFields({ control }: { control: Control<ProfileFormValues> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const messageText = useMessageText();
  const { field, fieldState } = useController({ control, name: invoiceField("invoiceType") });
  const type = useWatch({ control, name: invoiceField("invoiceType") });
  const error = fieldState.error?.message ? messageText(fieldState.error.message) : undefined;

  return (
    <section aria-labelledby="invoice-title">
      <Typography.Title level={3} id="invoice-title">{t("profile.invoice.title")}</Typography.Title>
      <Typography.Paragraph type="secondary">{t("profile.invoice.hint")}</Typography.Paragraph>
      <Form.Item label={t("profile.invoice.type")} validateStatus={error ? "error" : undefined} help={error}>
        <Radio.Group
          name={field.name}
          value={field.value || undefined}
          onChange={(event) => field.onChange(event.target.value)}
          aria-label={t("profile.invoice.type")}
          options={[
            { value: "individual", label: t("profile.invoice.individual") },
            { value: "company", label: t("profile.invoice.company") },
          ]}
        />
      </Form.Item>
      {type ? (
        <>
          {type === "company" ? (
            <>
              <TextField control={control} name={invoiceField("companyName")} label={t("profile.invoice.companyName")} autoComplete="organization" required />
              <TextField control={control} name={invoiceField("nip")} label={t("profile.invoice.nip")} required />
            </>
          ) : null}
          <TextField control={control} name={invoiceField("firstName")} label={t("profile.invoice.firstName")} autoComplete="given-name" required />
          <TextField control={control} name={invoiceField("lastName")} label={t("profile.invoice.lastName")} autoComplete="family-name" required />
          <TextField control={control} name={invoiceField("address")} label={t("profile.invoice.address")} autoComplete="street-address" required />
          <TextField control={control} name={invoiceField("postalCode")} label={t("profile.invoice.postalCode")} autoComplete="postal-code" required />
          <TextField control={control} name={invoiceField("city")} label={t("profile.invoice.city")} autoComplete="address-level2" required />
        </>
      ) : null}
    </section>
  );
}
