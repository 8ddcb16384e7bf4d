import type { FieldValues } from "react-hook-form";
import { type SelectOption, SelectField } from "./SelectField.tsx";
import { useBoundField } from "./useBoundField.ts";
import type { BoundFieldProps } from "./useFieldController.ts";

interface ControlledSelectFieldProps<TValues extends FieldValues, TContext, TOutput extends FieldValues> extends BoundFieldProps<TValues, TContext, TOutput> {
  options: readonly SelectOption[];
  placeholder?: string;
  /** Type to filter the options by their labels. */
  searchable?: boolean;
}

const chosen = (value: unknown) => (typeof value === "string" ? value : "");

/** SelectField bound to react-hook-form (a string value, "" = nothing chosen); its error is a message key or a server text. */
export function ControlledSelectField<TValues extends FieldValues, TContext, TOutput extends FieldValues>({
  control,
  name,
  ...props
}: ControlledSelectFieldProps<TValues, TContext, TOutput>) {
  const bound = useBoundField(control, name, chosen);
  return <SelectField {...props} {...bound} />;
}
