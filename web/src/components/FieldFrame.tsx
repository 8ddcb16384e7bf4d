import { Form } from "antd";
import type { ReactNode } from "react";

/** The props every labelled, controlled field over a string value (a FieldFrame around its control) takes. */
export interface StringFieldProps {
  /** The control's id (and name). */
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown under the field; also turns the border red. */
  error?: string;
  required?: boolean;
}

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
