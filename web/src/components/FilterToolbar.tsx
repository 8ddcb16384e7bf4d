import { Button, Flex } from "antd";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";

interface FilterToolbarProps {
  children: ReactNode;
  onReset: () => void;
  /** Whether any filter is set (otherwise the reset button is disabled). */
  active: boolean;
  /** The message id of the reset button. */
  resetId: string;
  /** An accessible name that makes the bar a search landmark. */
  searchLabel?: string;
}

/** A list's row of filter controls (wrapping on a phone), ending with the button that resets them. */
export function FilterToolbar({ children, onReset, active, resetId, searchLabel }: FilterToolbarProps) {
  return (
    <Flex wrap gap={16} align="flex-end" style={{ marginBottom: 16 }} role={searchLabel ? "search" : undefined} aria-label={searchLabel}>
      {children}
      <Button onClick={onReset} disabled={!active}>
        <FormattedMessage id={resetId} />
      </Button>
    </Flex>
  );
}
