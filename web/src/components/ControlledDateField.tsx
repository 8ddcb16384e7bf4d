import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { DateField } from "./DateField.tsx";
import { type BoundFieldProps, useFieldController } from "./useFieldController.ts";

interface ControlledDateFieldProps<TValues extends FieldValues, TContext, TOutput extends FieldValues> extends BoundFieldProps<TValues, TContext, TOutput> {
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
  const { field, error } = useFieldController(control, name);
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
