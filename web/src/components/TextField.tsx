import { Form, Input } from "antd";
import { useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { useMessageText } from "../i18n/useMessageText.ts";

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
  const { field, fieldState } = useController({ control, name });
  const messageText = useMessageText();
  const id = useId();
  const helpId = `${id}-help`;
  const error = fieldState.error?.message ? messageText(fieldState.error.message) : undefined;

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
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? helpId : undefined,
    "aria-required": required || undefined,
  };

  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? "error" : undefined}
      help={error ? <span id={helpId}>{error}</span> : undefined}
    >
      {type === "password" ? <Input.Password {...inputProps} /> : <Input type={type} {...inputProps} />}
    </Form.Item>
  );
}
