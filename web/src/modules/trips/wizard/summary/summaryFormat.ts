import { type TripFormData, cruiseDays } from "../../../../../../validation/trip.ts";

export const DASH = "—";

/** A value as the summary shows it: trimmed, or a dash when empty (spec §2 step 5). */
export const orDash = (value: string | null | undefined) => (value ?? "").trim() || DASH;

const polishDate = new Intl.DateTimeFormat("pl-PL", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });

/** 'YYYY-MM-DD' → day.month.year in pl-PL (01.06.2025), or a dash. */
export function formatTripDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec((value ?? "").trim());
  if (!match) return DASH;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? DASH : polishDate.format(date);
}

/**
 * A number with its unit, written the reader's way by `format` ('12.45' → '12,45 m' in Polish), or a
 * dash.
 */
export const withUnit = (value: string | null | undefined, unit: string, format: (text: string) => string = (text) => text) => {
  const text = (value ?? "").trim();
  return text ? `${format(text)} ${unit}` : DASH;
};

/** Whole days between the dates (times ignored), or null without both dates. */
export const summaryCruiseDays = (start: string, end: string) => {
  const days = cruiseDays(start, end);
  return days === null || days < 0 ? null : days;
};

const isNonZero = (value: string | null | undefined) => {
  const number = Number((value ?? "").trim().replace(",", "."));
  return Number.isFinite(number) && number !== 0;
};

/** The form's fields that decide which sections the summary shows. */
type SummaryData = Pick<
  TripFormData,
  "yachtName" | "registrationNumber" | "homePort" | "hullLength" | "enginesCount" | "enginePower" | "tidalPortsCount" | "tidalHours" | "captainNotes"
>;

/** Sections of the summary shown only when they have data (spec §2 step 5). */
export const summaryVisibility = (form: SummaryData) => ({
  yacht:
    [form.yachtName, form.registrationNumber, form.homePort].some((v) => v.trim() !== "") ||
    [form.hullLength, form.enginesCount, form.enginePower].some(isNonZero),
  tides: (form.tidalPortsCount ?? 0) > 0 || isNonZero(form.tidalHours),
  notes: (form.captainNotes ?? "").trim() !== "",
});
