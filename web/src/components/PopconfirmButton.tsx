import { Button, Popconfirm } from "antd";
import type { ReactNode } from "react";

interface PopconfirmButtonProps {
  /** the question, its optional longer text and the two answers of the confirmation bubble */
  confirm: { title: string; description?: string; okText: string; cancelText: string };
  /** whether the bubble's OK button is red too (for what cannot be undone) */
  dangerOk?: boolean;
  /** the accessible name that says which row the button acts on ('Usuń' → 'Usuń token CI') */
  ariaLabel: string;
  loading?: boolean;
  /** a returned promise keeps antd's OK button loading until it settles */
  onConfirm: () => void | Promise<unknown>;
  children: ReactNode;
}

/** A small red row-action button (revoke, delete, deactivate) that asks in an antd Popconfirm first (school/ConfirmButton asks in a modal and shows errors there). */
export function PopconfirmButton({ confirm, dangerOk, ariaLabel, loading, onConfirm, children }: PopconfirmButtonProps) {
  return (
    <Popconfirm
      title={confirm.title}
      description={confirm.description}
      okText={confirm.okText}
      cancelText={confirm.cancelText}
      okButtonProps={dangerOk ? { danger: true } : undefined}
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd keeps the OK button loading until the returned promise settles
      onConfirm={onConfirm}
    >
      <Button danger size="small" loading={loading} aria-label={ariaLabel}>
        {children}
      </Button>
    </Popconfirm>
  );
}
