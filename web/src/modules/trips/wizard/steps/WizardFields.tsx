import { Col } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { DateField } from "../../../../components/DateField.tsx";
import { InputField } from "../../../../components/InputField.tsx";
import { SelectField } from "../../../../components/SelectField.tsx";
import { TextAreaField } from "../../../../components/TextAreaField.tsx";
import { useFieldProps } from "../components/useFieldProps.ts";
import { useOptions } from "../components/useOptions.ts";
import { todayIso } from "./todayIso.ts";
import type { TextKey, WizardFieldSpec } from "./wizardFieldSpec.ts";

interface WizardFieldsProps<V> {
  fields: readonly WizardFieldSpec<V>[];
  values: V;
  onChange: (patch: Partial<V>) => void;
  /** The form path of a field by its name (ids and errors); the name itself unless the values sit deeper, as a crew member's do. */
  path?: (name: string) => string;
  /** Content under a field that depends on the state, by the field's name (e.g. the account e-mail marker). */
  extras?: Partial<Record<TextKey<V>, ReactNode>>;
}

/** Columns of 24 on wide screens; a full-width field is full width on every screen. */
const MD_SPAN = { half: 12, third: 8, full: undefined } as const;

/** The grid columns of a step's fields from their specs (in order), each bound to its value, label, error and change. */
export function WizardFields<V>({ fields, values, onChange, path = (name) => name, extras }: WizardFieldsProps<V>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const field = useFieldProps();
  const { options } = useOptions();
  const text = (name: TextKey<V>) => (values[name] as string | undefined) ?? "";

  const control = (spec: WizardFieldSpec<V>) => {
    const value = text(spec.name);
    const common = {
      ...field(path(spec.name)),
      label: t(`trips.wizard.fields.${spec.name}`),
      value,
      // The spec's name is a text key of V, so this patch sets one text value.
      onChange: (next: string) => onChange({ [spec.name]: next } as Partial<V>),
      required: spec.required,
    };
    const highlight = spec.highlightEmpty ? !value.trim() : undefined;
    const extra = extras?.[spec.name] ?? (spec.hintId ? t(spec.hintId) : undefined);
    switch (spec.input) {
      case "number":
        return (
          <InputField
            {...common}
            type="number"
            highlight={highlight}
            min={0}
            step={spec.step}
            inputMode={spec.inputMode}
            suffix={spec.unit ? t(`trips.wizard.units.${spec.unit}`) : undefined}
            extra={extra}
          />
        );
      case "select":
        return (
          <SelectField
            {...common}
            options={options(spec.options, value)}
            placeholder={t("trips.wizard.fields.choose")}
            searchable={spec.searchable}
            allowClear={spec.allowClear}
            extra={extra}
          />
        );
      case "textarea":
        return <TextAreaField {...common} rows={spec.rows} maxLength={spec.maxLength} />;
      case "date":
        return <DateField {...common} highlight={highlight} min={spec.notBefore ? text(spec.notBefore) || todayIso() : undefined} extra={extra} />;
      default:
        return (
          <InputField
            {...common}
            type={spec.input}
            highlight={highlight}
            autoComplete={spec.autoComplete}
            inputMode={spec.input === "email" || spec.input === "tel" ? spec.input : undefined}
            extra={extra}
          />
        );
    }
  };

  return fields
    .filter((spec) => !spec.showWhen || spec.showWhen(values))
    .map((spec) => (
      <Col key={spec.name} xs={24} md={MD_SPAN[spec.width ?? "half"]}>
        {control(spec)}
      </Col>
    ));
}
