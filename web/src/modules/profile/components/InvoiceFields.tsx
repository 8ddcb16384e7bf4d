import { Typography } from "antd";
import { type Control, type FieldValues, type Path, useWatch } from "react-hook-form";
import { useIntl } from "react-intl";
import { TextField } from "../../../components/TextField.tsx";
import { type InvoiceFormValues, type InvoiceKey, invoiceField } from "./profileFormValues.ts";
import { ControlledRadioField } from "../../../components/ControlledRadioField.tsx";

interface InvoiceFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** Shown above the fields (the Premium tab's order form says more than the profile). */
  hint?: string;
  /** The heading level (3 in the profile form, 4 inside the order card). */
  level?: 3 | 4;
}

/**
 * The invoice data section: individual or company (which adds company name and NIP). Used by every
 * form whose values hold `invoice: InvoiceFormValues` (the profile and the Premium order).
 */
export function InvoiceFields<T extends FieldValues & { invoice: InvoiceFormValues }>({ control, hint, level = 3 }: InvoiceFieldsProps<T>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const name = (key: InvoiceKey) => invoiceField(key) as Path<T>;
  const type = useWatch({ control, name: name("invoiceType") });

  return (
    <section aria-labelledby="invoice-title">
      <Typography.Title level={level} id="invoice-title">
        {t("profile.invoice.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{hint ?? t("profile.invoice.hint")}</Typography.Paragraph>
      <ControlledRadioField
        control={control}
        name={name("invoiceType")}
        label={t("profile.invoice.type")}
        options={[
          { value: "individual", label: t("profile.invoice.individual") },
          { value: "company", label: t("profile.invoice.company") },
        ]}
      />
      {type ? (
        <>
          {type === "company" ? (
            <>
              <TextField control={control} name={name("companyName")} label={t("profile.invoice.companyName")} autoComplete="organization" required />
              <TextField control={control} name={name("nip")} label={t("profile.invoice.nip")} required />
            </>
          ) : null}
          <TextField control={control} name={name("firstName")} label={t("profile.invoice.firstName")} autoComplete="given-name" required />
          <TextField control={control} name={name("lastName")} label={t("profile.invoice.lastName")} autoComplete="family-name" required />
          <TextField control={control} name={name("address")} label={t("profile.invoice.address")} autoComplete="street-address" required />
          <TextField control={control} name={name("postalCode")} label={t("profile.invoice.postalCode")} autoComplete="postal-code" required />
          <TextField control={control} name={name("city")} label={t("profile.invoice.city")} autoComplete="address-level2" required />
        </>
      ) : null}
    </section>
  );
}
