// Exact decimal quantities for sea time: hours, miles and lengths as integers of ten-thousandths
// (bigint), the precision the trip form accepts (4 decimals). Sums and comparisons are exact; a
// quantity becomes a JSON number only at the edge.
export type Qty = bigint;

const SCALE = 10_000n;
const DECIMAL = /^(\d+)(?:[.,](\d{1,4}))?$/;

/** '12.5', '12,5', 12.5 or a Prisma Decimal (via its string) → 125000n; anything else → 0n. */
export function qty(value: string | number | { toString(): string } | null | undefined): Qty {
  if (value === null || value === undefined) return 0n;
  const text = typeof value === "number" ? (Number.isFinite(value) ? value.toFixed(4) : "") : String(value).trim();
  const m = DECIMAL.exec(text);
  if (!m) return 0n;
  return BigInt(m[1] ?? "0") * SCALE + BigInt((m[2] ?? "").padEnd(4, "0"));
}

/** Whole units: 100 → 1_000_000n. */
export const units = (n: number): Qty => BigInt(Math.round(n * 10_000));

export const sum = (values: Iterable<Qty>): Qty => {
  let total = 0n;
  for (const v of values) total += v;
  return total;
};

/** The JSON number of a quantity (the nearest double to the exact decimal). */
export const toNumber = (q: Qty): number => Number(q) / 10_000;

/** '1234.5' — the exact decimal as text, without trailing zeros. */
export function toDecimalText(q: Qty): string {
  const negative = q < 0n;
  const abs = negative ? -q : q;
  const whole = abs / SCALE;
  const frac = (abs % SCALE).toString().padStart(4, "0").replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${frac ? `.${frac}` : ""}`;
}
