import type { ReactNode } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { useMessageText } from "../i18n/useMessageText.ts";
import { TextAreaField } from "./TextAreaField.tsx";

interface ControlledTextAreaFieldProps<TValues extends FieldValues, TContext, TOutput extends FieldValues> {
  control: Control<TValues, TContext, TOutput>;
  name: FieldPath<TValues>;
  id: string;
  label: ReactNode;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
}

/** TextAreaField bound to react-hook-form; its error is a message key or a server text. */
export function ControlledTextAreaField<TValues extends FieldValues, TContext, TOutput extends FieldValues>({
  control,
  name,
  ...props
}: ControlledTextAreaFieldProps<TValues, TContext, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  const messageText = useMessageText();
  const error = fieldState.error?.message ? messageText(fieldState.error.message) : undefined;
  return <TextAreaField {...props} value={typeof field.value === "string" ? field.value : ""} onChange={field.onChange} onBlur={field.onBlur} error={error} />;
}
