import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { InputField } from "./InputField.tsx";
import { type BoundFieldProps, useFieldController } from "./useFieldController.ts";

interface ControlledInputFieldProps<TValues extends FieldValues, TContext, TOutput extends FieldValues> extends BoundFieldProps<TValues, TContext, TOutput> {
  type?: "text" | "number";
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
  const { field, error } = useFieldController(control, name);
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
