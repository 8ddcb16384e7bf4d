// Money and durations as people read them: '49,00 zł' (pl-PL), 'dostęp roczny' (spec §9).
import type { Lang } from "../../../../validation/messages.ts";

const pln = new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 4900 → '49,00 zł' (with the non-breaking spaces of pl-PL). */
export const formatPln = (grosze: number) => pln.format(grosze / 100);

/** 365 → 'dostęp roczny', 30 → 'dostęp miesięczny', otherwise 'Dostęp na N dni' (spec §9). */
export function durationLabel(days: number, lang: Lang = "pl"): string {
  if (lang === "en") return days === 365 ? "annual access" : days === 30 ? "monthly access" : `Access for ${days} ${days === 1 ? "day" : "days"}`;
  return days === 365 ? "dostęp roczny" : days === 30 ? "dostęp miesięczny" : `Dostęp na ${days} ${days === 1 ? "dzień" : "dni"}`;
}

/** Gross → net and VAT at `rate` %: net rounded to the grosz, VAT the rest (so net + VAT = gross). */
export function splitVat(grossGrosze: number, rate = 23): { net: number; vat: number } {
  const net = Math.round((grossGrosze * 100) / (100 + rate));
  return { net, vat: grossGrosze - net };
}

/** The date (YYYY-MM-DD) and month of an instant in Poland, where invoices are dated. */
export function warsawDate(at: Date): { date: string; year: number; month: number } {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw", year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { date: `${get("year")}-${get("month")}-${get("day")}`, year: Number(get("year")), month: Number(get("month")) };
}
