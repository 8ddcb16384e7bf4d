import { Button, type ButtonProps, Flex } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";

interface LockedButtonProps {
  label: string;
  /** the accessible name naming the object, when the label alone does not */
  ariaLabel?: string;
  /** Why it is locked: 'premium' → '(wymaga Premium)' (the only reason a feature is greyed). */
  reason: "premium";
  icon?: ReactNode;
  size?: ButtonProps["size"];
  block?: boolean;
  danger?: boolean;
}

/** Where '(wymaga Premium)' leads: the Premium tab of the captain profile. */
const PREMIUM_TAB = "/captain-profile?tab=premium";

/**
 * A greyed-out, disabled button whose name says why it cannot be used. Locked for Premium, the
 * '(wymaga Premium)' hint next to it is a link to the Premium tab, where Premium is bought.
 */
export function LockedButton({ label, ariaLabel, icon, size, block, danger }: LockedButtonProps) {
  const intl = useIntl();
  const hint = intl.formatMessage({ id: "premium.requiredHint" });
  return (
    <Flex vertical={block} gap={block ? 2 : 6} align={block ? "stretch" : "center"} style={block ? { width: "100%" } : { display: "inline-flex" }}>
      <Button disabled icon={icon} size={size} block={block} danger={danger} aria-label={`${ariaLabel ?? label} (${hint})`}>
        {label}
      </Button>
      <Link
        to={PREMIUM_TAB}
        title={intl.formatMessage({ id: "premium.notice.link" })}
        style={{ fontSize: 13, whiteSpace: "nowrap", textAlign: block ? "center" : undefined }}
      >
        {`(${hint})`}
      </Link>
    </Flex>
  );
}
