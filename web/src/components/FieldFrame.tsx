import { Form } from "antd";
import type { ReactNode } from "react";

interface FieldFrameProps {
  /** The control's id: the label points at it. */
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Error text shown under the control (its element id is `${id}-help`). */
  error?: string;
  /** A hint under the control when there is no error. */
  extra?: ReactNode;
  children: ReactNode;
}

/** A labelled antd form row for a controlled field: label, required mark, error or hint below. */
export function FieldFrame({ id, label, required, error, extra, children }: FieldFrameProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? "error" : undefined}
      help={error ? <span id={`${id}-help`}>{error}</span> : undefined}
      extra={extra ? <span id={`${id}-extra`}>{extra}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}
