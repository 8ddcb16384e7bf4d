import type { ReactNode } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { useMessageText } from "../i18n/useMessageText.ts";

/** The props every field component bound to react-hook-form takes: the form's control, the field's name, its id and label. */
export interface BoundFieldProps<TValues extends FieldValues, TContext, TOutput extends FieldValues> {
  control: Control<TValues, TContext, TOutput>;
  name: FieldPath<TValues>;
  id: string;
  label: ReactNode;
  required?: boolean;
}

/**
 * react-hook-form's useController for a field component: the field, and its error as text (a message
 * key of the shared zod schemas, translated, or a text the server already translated).
 */
export function useFieldController<TValues extends FieldValues, TContext, TOutput extends FieldValues>(
  control: Control<TValues, TContext, TOutput>,
  name: FieldPath<TValues>,
) {
  const { field, fieldState } = useController({ control, name });
  const messageText = useMessageText();
  const error = fieldState.error?.message ? messageText(fieldState.error.message) : undefined;
  return { field, error };
}
