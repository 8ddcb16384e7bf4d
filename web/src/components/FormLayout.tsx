import { Alert, Form } from "antd";
import type { FormEventHandler, ReactNode } from "react";

interface FormLayoutProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A server message for the whole form, shown above the fields. */
  error?: string | null;
  /** A success message, shown above the fields. */
  success?: ReactNode;
  children: ReactNode;
}

/** A native form (submitted through react-hook-form) with antd's vertical field layout and alerts. */
export function FormLayout({ onSubmit, error, success, children }: FormLayoutProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      {success ? <Alert type="success" showIcon title={success} style={{ marginBottom: 16 }} /> : null}
      <Form layout="vertical" component={false}>
        {children}
      </Form>
    </form>
  );
}
