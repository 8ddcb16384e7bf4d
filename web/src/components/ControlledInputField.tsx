import type { ReactNode } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { useMessageText } from "../i18n/useMessageText.ts";
import { InputField } from "./InputField.tsx";

interface ControlledInputFieldProps<TValues extends FieldValues, TContext, TOutput extends FieldValues> {
  control: Control<TValues, TContext, TOutput>;
  name: FieldPath<TValues>;
  id: string;
  label: ReactNode;
  type?: "text" | "number";
  required?: boolean;
  min?: string | number;
  step?: string | number;
  inputMode?: "text" | "decimal" | "numeric";
  placeholder?: string;
  extra?: ReactNode;
  /** Unit inside the field, after the value. */
  suffix?: ReactNode;
  disabled?: boolean;
}

/** InputField (text or number) bound to react-hook-form; its error is a message key or a server text. */
export function ControlledInputField<TValues extends FieldValues, TContext, TOutput extends FieldValues>({
  control,
  name,
  disabled,
  ...props
}: ControlledInputFieldProps<TValues, TContext, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  const messageText = useMessageText();
  const error = fieldState.error?.message ? messageText(fieldState.error.message) : undefined;
  return (
    <InputField
      {...props}
      value={typeof field.value === "string" || typeof field.value === "number" ? String(field.value) : ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
      readOnly={disabled}
    />
  );
}
