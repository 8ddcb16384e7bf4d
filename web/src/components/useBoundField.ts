import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useFieldController } from "./useFieldController.ts";

// Its own module (not beside useFieldController): the sign-in screen's fields use only that one, and
// a module shared between chunks brings all of its exports.
/**
 * What a field component bound to react-hook-form is handed: the form's value as the text it shows
 * (`shown` turns one into the other), the change and blur handlers, and the error as text.
 */
export function useBoundField<TValues extends FieldValues, TContext, TOutput extends FieldValues>(
  control: Control<TValues, TContext, TOutput>,
  name: FieldPath<TValues>,
  shown: (value: unknown) => string,
) {
  const { field, error } = useFieldController(control, name);
  return { value: shown(field.value), onChange: field.onChange, onBlur: field.onBlur, error };
}
