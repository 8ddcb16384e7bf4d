import type { FieldValues } from "react-hook-form";
import { TextAreaField } from "./TextAreaField.tsx";
import { type BoundFieldProps, useFieldController } from "./useFieldController.ts";

interface ControlledTextAreaFieldProps<TValues extends FieldValues, TContext, TOutput extends FieldValues> extends BoundFieldProps<TValues, TContext, TOutput> {
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}

/** TextAreaField bound to react-hook-form; its error is a message key or a server text. */
export function ControlledTextAreaField<TValues extends FieldValues, TContext, TOutput extends FieldValues>({
  control,
  name,
  ...props
}: ControlledTextAreaFieldProps<TValues, TContext, TOutput>) {
  const { field, error } = useFieldController(control, name);
  return <TextAreaField {...props} value={typeof field.value === "string" ? field.value : ""} onChange={field.onChange} onBlur={field.onBlur} error={error} />;
}
