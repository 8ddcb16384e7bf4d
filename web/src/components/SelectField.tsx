import { Select } from "antd";
import type { ReactNode } from "react";
import { FieldFrame, type StringFieldProps } from "./FieldFrame.tsx";
import { fieldAria } from "./fieldAria.ts";

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends StringFieldProps {
  /** "" = nothing chosen. */
  value: string;
  options: readonly SelectOption[];
  placeholder?: string;
  /** Type to filter the options by their labels. */
  searchable?: boolean;
  /** Offers a clear button (optional fields). */
  allowClear?: boolean;
  extra?: ReactNode;
}

/** A labelled, controlled antd Select over string values; works with the keyboard (Enter/Space/arrows). */
export function SelectField({ id, label, value, options, onChange, onBlur, error, required, placeholder, searchable, allowClear, extra }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error} extra={extra}>
      <Select
        id={id}
        value={value === "" ? undefined : value}
        options={options.map((option) => ({ value: option.value, label: option.label }))}
        onChange={(next: string | undefined) => onChange(next ?? "")}
        onBlur={onBlur}
        placeholder={placeholder}
        status={error ? "error" : undefined}
        showSearch={searchable ? { optionFilterProp: "label" } : false}
        allowClear={allowClear}
        // Short lists: render every option (no virtual scrolling).
        virtual={false}
        {...fieldAria(id, { error, extra, required })}
      />
    </FieldFrame>
  );
}
