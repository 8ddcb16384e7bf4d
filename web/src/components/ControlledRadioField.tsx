import { Radio } from "antd";
import type { FieldValues } from "react-hook-form";
import { FieldFrame } from "./FieldFrame.tsx";
import { type BoundFieldProps, useFieldController } from "./useFieldController.ts";

interface ControlledRadioFieldProps<TValues extends FieldValues, TContext, TOutput extends FieldValues> extends Omit<
  BoundFieldProps<TValues, TContext, TOutput>,
  "id" | "label" | "required"
> {
  /** The row's label, also the group's accessible name. */
  label: string;
  options: { value: string; label: string }[];
}

/** A labelled antd radio group bound to react-hook-form (nothing chosen while the value is empty); its error shows under it. */
export function ControlledRadioField<TValues extends FieldValues, TContext, TOutput extends FieldValues>({
  control,
  name,
  label,
  options,
}: ControlledRadioFieldProps<TValues, TContext, TOutput>) {
  const { field, error } = useFieldController(control, name);
  return (
    <FieldFrame label={label} error={error}>
      <Radio.Group
        name={field.name}
        value={field.value || undefined}
        onChange={(event) => field.onChange(event.target.value)}
        aria-label={label}
        options={options}
      />
    </FieldFrame>
  );
}
