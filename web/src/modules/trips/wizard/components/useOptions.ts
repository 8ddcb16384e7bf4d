import { useMemo } from "react";
import type { SelectOption } from "../../../../components/SelectField.tsx";
import { useOptionalText } from "../../../../i18n/useOptionalText.ts";
import { CAPTAIN_OPINIONS, CREW_ROLES, LICENSE_TYPES, PERFORMANCE_OPTIONS, RESISTANCE_VALUES, SEASICKNESS_VALUES } from "../../../../../../validation/trip.ts";

export type OptionGroup = "license" | "role" | "opinion" | "performance" | "seasickness" | "resistance";

const OFFERED: Record<OptionGroup, readonly string[]> = {
  license: LICENSE_TYPES,
  role: CREW_ROLES,
  opinion: CAPTAIN_OPINIONS,
  performance: PERFORMANCE_OPTIONS,
  seasickness: SEASICKNESS_VALUES,
  resistance: RESISTANCE_VALUES,
};

/**
 * Translated option labels (`trips.options.<group>.<value>`) and the lists the form offers. A
 * saved value the form no longer offers (older records) stays selectable, so editing keeps it.
 */
export function useOptions() {
  const text = useOptionalText();
  return useMemo(() => {
    const label = (group: OptionGroup, value: string) => text(`trips.options.${group}.${value}`) ?? value;
    const options = (group: OptionGroup, current = ""): SelectOption[] => {
      const values = current && !OFFERED[group].includes(current) ? [...OFFERED[group], current] : OFFERED[group];
      return values.map((value) => ({ value, label: label(group, value) }));
    };
    return { label, options };
  }, [text]);
}
