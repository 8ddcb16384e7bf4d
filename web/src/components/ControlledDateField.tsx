import type { ReactNode } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { useMessageText } from "../i18n/useMessageText.ts";
import { DateField } from "./DateField.tsx";

interface ControlledDateFieldProps<TValues extends FieldValues, TContext, TOutput extends FieldValues> {
  control: Control<TValues, TContext, TOutput>;
  name: FieldPath<TValues>;
  id: string;
  label: ReactNode;
  required?: boolean;
  min?: string;
  max?: string;
  extra?: ReactNode;
  disabled?: boolean;
}

/** DateField bound to react-hook-form (an ISO date string); its error is a message key or a server text. */
export function ControlledDateField<TValues extends FieldValues, TContext, TOutput extends FieldValues>({
  control,
  name,
  disabled,
  ...props
}: ControlledDateFieldProps<TValues, TContext, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  const messageText = useMessageText();
  const error = fieldState.error?.message ? messageText(fieldState.error.message) : undefined;
  return (
    <DateField
      {...props}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
      readOnly={disabled}
    />
  );
}
