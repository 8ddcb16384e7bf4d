import { useCallback } from "react";
import { useIntl } from "react-intl";

/** The option lists of the trip form whose values the detail page translates. */
type OptionGroup = "license" | "role" | "opinion" | "performance" | "seasickness" | "resistance";

/**
 * The label of an option value from the wizard's catalog (`trips.options.<group>.<value>`); a value
 * without a label (free text, an older record) is shown as it is.
 */
export function useOptionLabel(): (group: OptionGroup, value: string | null | undefined) => string {
  const intl = useIntl();
  return useCallback(
    (group, value) => {
      if (!value) return "";
      const id = `trips.options.${group}.${value}`;
      return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : value;
    },
    [intl],
  );
}
