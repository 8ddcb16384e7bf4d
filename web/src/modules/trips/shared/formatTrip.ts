// Formatting of trip values for people. Dates are shown the Polish way (spec §9: dates pl-PL).

const dayFormat = new Intl.DateTimeFormat("pl-PL", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat("pl-PL", { dateStyle: "short", timeStyle: "short" });

/** '2025-06-12' (or an ISO date-time) → '12.06.2025'; the calendar day as written, no time-zone shift. */
export function formatDay(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? "");
  if (!match) return value ?? "";
  return dayFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** '12.06.2025 – 19.06.2025'. */
export function formatDayRange(start: string | null | undefined, end: string | null | undefined): string {
  return [formatDay(start), formatDay(end)].filter(Boolean).join(" – ");
}

/** An ISO date-time in the viewer's time zone, e.g. '12.06.2025, 14:03'. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** 'Gdynia → Hel'. */
export function formatRoute(from: string, to: string): string {
  return `${from} → ${to}`;
}

/** True for a value the captain left empty. */
export function isBlank(value: string | null | undefined): value is null | undefined | "" {
  return value == null || value.trim() === "";
}
