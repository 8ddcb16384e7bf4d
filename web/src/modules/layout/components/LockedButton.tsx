import { Button, type ButtonProps } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";

interface LockedButtonProps {
  label: string;
  /** Why it is locked: 'premium' → '(wymaga Premium)', 'soon' → '(wkrótce)'. */
  reason: "premium" | "soon";
  icon?: ReactNode;
  size?: ButtonProps["size"];
  block?: boolean;
  danger?: boolean;
}

const hintIds = { premium: "premium.requiredHint", soon: "common.soon" } as const;

/** A greyed-out, disabled button whose label says why it cannot be used. */
export function LockedButton({ label, reason, icon, size, block, danger }: LockedButtonProps) {
  const intl = useIntl();
  return (
    <Button disabled icon={icon} size={size} block={block} danger={danger}>
      {`${label} (${intl.formatMessage({ id: hintIds[reason] })})`}
    </Button>
  );
}
