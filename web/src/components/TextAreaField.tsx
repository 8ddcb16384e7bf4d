import { Input } from "antd";
import { FieldFrame, type StringFieldProps } from "./FieldFrame.tsx";
import { fieldAria } from "./fieldAria.ts";

interface TextAreaFieldProps extends StringFieldProps {
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}

/** A labelled, controlled multi-line text field (resizable by the user). */
export function TextAreaField({ id, label, value, onChange, onBlur, error, rows = 3, maxLength, placeholder, required }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} required={required}>
      <Input.TextArea
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        rows={rows}
        style={{ resize: "vertical" }}
        maxLength={maxLength}
        showCount={maxLength !== undefined}
        placeholder={placeholder}
        status={error ? "error" : undefined}
        {...fieldAria(id, { error, required })}
      />
    </FieldFrame>
  );
}
