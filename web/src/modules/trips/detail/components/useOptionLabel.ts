import { useCallback } from "react";
import { useOptionalText } from "../../../../i18n/useOptionalText.ts";

/** The option lists of the trip form whose values the detail page translates. */
type OptionGroup = "license" | "role" | "opinion" | "performance" | "seasickness" | "resistance";

/**
 * The label of an option value from the wizard's catalog (`trips.options.<group>.<value>`); a value
 * without a label (free text, an older record) is shown as it is.
 */
export function useOptionLabel(): (group: OptionGroup, value: string | null | undefined) => string {
  const text = useOptionalText();
  return useCallback((group, value) => (value ? (text(`trips.options.${group}.${value}`) ?? value) : ""), [text]);
}
