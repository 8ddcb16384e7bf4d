import { Input } from "antd";
import type { ReactNode } from "react";
import { FieldFrame } from "./FieldFrame.tsx";
import { fieldAria } from "./fieldAria.ts";

interface TextAreaFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
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
