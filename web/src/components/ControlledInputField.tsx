import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { InputField } from "./InputField.tsx";
import { useBoundField } from "./useBoundField.ts";
import type { BoundFieldProps } from "./useFieldController.ts";

interface ControlledInputFieldProps<TValues extends FieldValues, TContext, TOutput extends FieldValues> extends BoundFieldProps<TValues, TContext, TOutput> {
  type?: "text" | "number";
  min?: string | number;
  step?: string | number;
  inputMode?: "text" | "decimal" | "numeric";
  placeholder?: string;
  extra?: ReactNode;
  /** Unit inside the field, after the value. */
  suffix?: ReactNode;
  disabled?: boolean;
}

const inputText = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/** InputField (text or number) bound to react-hook-form; its error is a message key or a server text. */
export function ControlledInputField<TValues extends FieldValues, TContext, TOutput extends FieldValues>({
  control,
  name,
  disabled,
  ...props
}: ControlledInputFieldProps<TValues, TContext, TOutput>) {
  const bound = useBoundField(control, name, inputText);
  return <InputField {...props} {...bound} readOnly={disabled} />;
}
