import { Checkbox } from "antd";
import { FieldFrame } from "./FieldFrame.tsx";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";

interface CheckboxFieldProps<TValues extends FieldValues, TContext, TOutput extends FieldValues> {
  control: Control<TValues, TContext, TOutput>;
  name: FieldPath<TValues>;
  label: string;
  disabled?: boolean;
}

/** A boolean checkbox bound to react-hook-form; its text is its label. */
export function CheckboxField<TValues extends FieldValues, TContext, TOutput extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: CheckboxFieldProps<TValues, TContext, TOutput>) {
  const {
    field: { name: fieldName, value, onChange, onBlur, ref },
  } = useController({ control, name });
  return (
    <FieldFrame>
      <Checkbox name={fieldName} checked={value === true} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur} ref={ref} disabled={disabled}>
        {label}
      </Checkbox>
    </FieldFrame>
  );
}
