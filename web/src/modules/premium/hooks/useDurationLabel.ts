import { useCallback } from "react";
import { useIntl } from "react-intl";

/** 365 → 'dostęp roczny', 30 → 'dostęp miesięczny', otherwise 'Dostęp na N dni' (spec §9). */
export function useDurationLabel(): (days: number) => string {
  const intl = useIntl();
  return useCallback(
    (days: number) => {
      if (days === 365) return intl.formatMessage({ id: "subscriptions.duration.annual" });
      if (days === 30) return intl.formatMessage({ id: "subscriptions.duration.monthly" });
      return intl.formatMessage({ id: "subscriptions.duration.days" }, { days });
    },
    [intl],
  );
}
