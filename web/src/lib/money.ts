/** Money as Poles read it, in either interface language: '49,00 zł' (spec §9; never '49.00 zł'). */
const pln = new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "49.00" (the API's form) or 49 → '49,00 zł'; anything unreadable is shown as given. */
export function formatMoney(amount: string | number, currency = "PLN"): string {
  const n = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(n)) return `${amount} ${currency}`;
  if (currency !== "PLN") return new Intl.NumberFormat("pl-PL", { style: "currency", currency, minimumFractionDigits: 2 }).format(n);
  return pln.format(n);
}
