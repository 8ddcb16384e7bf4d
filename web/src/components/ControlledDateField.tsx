import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { DateField } from "./DateField.tsx";
import { useBoundField } from "./useBoundField.ts";
import type { BoundFieldProps } from "./useFieldController.ts";

interface ControlledDateFieldProps<TValues extends FieldValues, TContext, TOutput extends FieldValues> extends BoundFieldProps<TValues, TContext, TOutput> {
  min?: string;
  max?: string;
  extra?: ReactNode;
  disabled?: boolean;
}

const isoDate = (value: unknown) => (typeof value === "string" ? value : "");

/** DateField bound to react-hook-form (an ISO date string); its error is a message key or a server text. */
export function ControlledDateField<TValues extends FieldValues, TContext, TOutput extends FieldValues>({
  control,
  name,
  disabled,
  ...props
}: ControlledDateFieldProps<TValues, TContext, TOutput>) {
  const bound = useBoundField(control, name, isoDate);
  return <DateField {...props} {...bound} readOnly={disabled} />;
}
