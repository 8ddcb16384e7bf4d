import { Button } from "antd";
import type { ReactNode } from "react";

interface SubmitButtonProps {
  submitting: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** The primary submit button: shows a spinner and ignores clicks while the form is being sent. */
export function SubmitButton({ submitting, disabled, children }: SubmitButtonProps) {
  return (
    <Button type="primary" htmlType="submit" block size="large" loading={submitting} disabled={submitting || disabled}>
      {children}
    </Button>
  );
}
