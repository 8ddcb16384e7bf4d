// The input and the password input themselves, not antd's `Input` (its statics bring TextArea,
// Search and OTP with their styles: ≈ 5 kB as sent on the sign-in screen, which uses neither).
import Input from "antd/es/input/Input";
import Password from "antd/es/input/Password";
import { useId } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FieldFrame } from "./FieldFrame.tsx";
import { fieldAria } from "./fieldAria.ts";
import { useFieldController } from "./useFieldController.ts";

interface TextFieldProps<TValues extends FieldValues, TContext, TOutput extends FieldValues> {
  control: Control<TValues, TContext, TOutput>;
  name: FieldPath<TValues>;
  label: string;
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A labelled antd input bound to react-hook-form. Its error (a message key from the shared zod
 * schemas, or a text the server translated) shows under the field and describes the input.
 */
export function TextField<TValues extends FieldValues, TContext, TOutput extends FieldValues>({
  control,
  name,
  label,
  type = "text",
  autoComplete,
  required,
  disabled,
}: TextFieldProps<TValues, TContext, TOutput>) {
  const { field, error } = useFieldController(control, name);
  const id = useId();

  const inputProps = {
    id,
    name: field.name,
    value: typeof field.value === "string" ? field.value : "",
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    autoComplete,
    disabled,
    status: error ? ("error" as const) : undefined,
    ...fieldAria(id, { error, required }),
  };

  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      {type === "password" ? <Password {...inputProps} /> : <Input type={type} {...inputProps} />}
    </FieldFrame>
  );
}
