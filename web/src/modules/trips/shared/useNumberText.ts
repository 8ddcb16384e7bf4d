import { useCallback } from "react";
import { useIntl } from "react-intl";

/** Formats a number typed into the trip form ('12.5') the reader's way ('12,5'); other text stays. */
export function useNumberText(): (value: string) => string {
  const intl = useIntl();
  return useCallback(
    (value: string) => (/^\d+(?:\.\d+)?$/.test(value.trim()) ? intl.formatNumber(Number(value), { maximumFractionDigits: 4 }) : value),
    [intl],
  );
}
