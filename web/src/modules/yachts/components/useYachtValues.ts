import { useCallback } from "react";
import { useIntl } from "react-intl";
import type { YachtItem } from "./yachtTypes.ts";

/** The yacht's numbers the reader's way, with units: '12,5 m', '40 kW'. */
export function useYachtValues() {
  const intl = useIntl();
  return useCallback(
    (yacht: YachtItem) => {
      const number = (value: string) => intl.formatNumber(Number(value), { maximumFractionDigits: 2 });
      return {
        hullLength: intl.formatMessage({ id: "yachts.values.hullLength" }, { value: number(yacht.hullLength) }),
        enginesCount: intl.formatNumber(yacht.enginesCount),
        enginePower: intl.formatMessage({ id: "yachts.values.enginePower" }, { value: number(yacht.enginePower) }),
      };
    },
    [intl],
  );
}
