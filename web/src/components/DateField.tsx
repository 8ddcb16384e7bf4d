import { DatePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { type ReactNode, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { loadDayjsLocale } from "../i18n/dayjsLocale.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { dateFormats } from "./dateFormats.ts";
import { FieldFrame, type StringFieldProps } from "./FieldFrame.tsx";
import { fieldAria } from "./fieldAria.ts";

interface DateFieldProps extends StringFieldProps {
  /** The ISO 'YYYY-MM-DD' date, or '' for none. */
  value: string;
  /** Red border without a message (e.g. an empty required field not yet visited). */
  highlight?: boolean;
  /** Earliest and latest pickable dates (ISO); days outside are disabled and typed ones refused. */
  min?: string;
  max?: string;
  readOnly?: boolean;
  extra?: ReactNode;
}

const parseIso = (value: string | undefined): Dayjs | null => {
  if (!value) return null;
  const date = dayjs(value, dateFormats.iso, true);
  return date.isValid() ? date : null;
};

/**
 * A labelled date field on antd's DatePicker in the interface language's format (DD.MM.YYYY in
 * Polish, DD/MM/YYYY in English; typing works in either that format or ISO). The value in and out is
 * the ISO date string the schemas use.
 */
export function DateField({ id, label, value, onChange, onBlur, error, highlight, required, min, max, readOnly, extra }: DateFieldProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const [, setLocaleReady] = useState(language);
  useEffect(() => {
    let current = true;
    void loadDayjsLocale(language).then(() => {
      if (current) setLocaleReady(language);
    });
    return () => {
      current = false;
    };
  }, [language]);
  const minDate = parseIso(min);
  const maxDate = parseIso(max);
  return (
    <FieldFrame id={id} label={label} required={required} error={error} extra={extra}>
      <DatePicker
        id={id}
        name={id}
        value={parseIso(value)}
        format={[...dateFormats[language]]}
        placeholder={intl.formatMessage({ id: "dates.placeholder" })}
        onChange={(date: Dayjs | null) => onChange(date ? date.format(dateFormats.iso) : "")}
        onBlur={onBlur}
        // Enter confirms the typed date (antd handles it); it must not also submit the whole form
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
        minDate={minDate ?? undefined}
        maxDate={maxDate ?? undefined}
        status={error || highlight ? "error" : undefined}
        variant={readOnly ? "filled" : undefined}
        inputReadOnly={readOnly}
        open={readOnly ? false : undefined}
        style={{ width: "100%" }}
        {...fieldAria(id, { error, extra, required })}
      />
    </FieldFrame>
  );
}
