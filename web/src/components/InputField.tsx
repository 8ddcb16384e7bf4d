import { Input } from "antd";
import type { ReactNode } from "react";
import { FieldFrame, type StringFieldProps } from "./FieldFrame.tsx";
import { fieldAria } from "./fieldAria.ts";

interface InputFieldProps extends StringFieldProps {
  type?: "text" | "email" | "tel" | "number";
  /** Red border without a message (e.g. an empty required field not yet visited). */
  highlight?: boolean;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: "text" | "decimal" | "numeric" | "email" | "tel";
  /** Unit or marker inside the field, after the value. */
  suffix?: ReactNode;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  readOnly?: boolean;
  extra?: ReactNode;
}

/** A labelled, controlled antd input (text, e-mail, phone or number) with its error under it. */
export function InputField({ id, label, value, onChange, onBlur, error, highlight, required, extra, ...input }: InputFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error} extra={extra}>
      <Input
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        status={error || highlight ? "error" : undefined}
        variant={input.readOnly ? "filled" : undefined}
        {...fieldAria(id, { error, extra, required })}
        {...input}
      />
    </FieldFrame>
  );
}
