import { Alert } from "antd";
import type { ReactNode } from "react";

interface FormResultProps {
  error?: string | null;
  success?: ReactNode;
}

/**
 * The outcome of a submit, shown right under the button the user just pressed (never scrolled out of
 * view above a long form). Screen readers hear it: errors as alerts, success as a status message.
 */
export function FormResult({ error, success }: FormResultProps) {
  if (error) return <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 12 }} />;
  if (success) return <Alert type="success" showIcon role="status" title={success} style={{ marginTop: 12 }} />;
  return null;
}
