import { useIntl } from "react-intl";

const UNITS: readonly string[] = ["voyages", "h", "days", "NM", "%", "passages"];

/** Numbers in the interface language (pl: '1 052,5'), with units in the right plural form. */
export function useSeaTimeFormat() {
  const intl = useIntl();
  const number = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 2 });
  const withUnit = (n: number, unit: string) =>
    UNITS.includes(unit) ? intl.formatMessage({ id: `seatime.unit.${unit}` }, { count: n, value: number(n) }) : `${number(n)} ${unit}`;
  return { number, withUnit };
}
