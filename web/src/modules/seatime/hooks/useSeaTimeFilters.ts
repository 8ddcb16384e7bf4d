import { useUrlParams } from "../../../lib/useUrlParams.ts";
import type { SeaTimeStatus } from "../../../gql/graphql.ts";

const STATUSES: readonly SeaTimeStatus[] = ["completed", "in_progress"];

/**
 * The sea-time filters kept in the URL (?years=2024,2025&yacht=POL-1&status=completed), so a link
 * or the back button restores them. Empty = everything that counts.
 */
export function useSeaTimeFilters() {
  const { params, update } = useUrlParams();
  const years = (params.get("years") ?? "")
    .split(",")
    .map(Number)
    .filter((y) => Number.isInteger(y) && y > 1900);
  const yacht = params.get("yacht")?.trim() || null;
  const status = (params.get("status") ?? "").split(",").filter((s): s is SeaTimeStatus => (STATUSES as readonly string[]).includes(s));
  return {
    years,
    yacht,
    status,
    active: years.length > 0 || yacht !== null || status.length > 0,
    setYears: (next: number[]) => update({ years: next.length ? [...next].sort().join(",") : null }),
    setYacht: (next: string | null) => update({ yacht: next || null }),
    setStatus: (next: SeaTimeStatus[]) => update({ status: next.length ? next.join(",") : null }),
    reset: () => update({ years: null, yacht: null, status: null }),
    /** The same filters as REST query parameters (statement PDF). */
    query: () => {
      const q = new URLSearchParams();
      for (const y of years) q.append("year", String(y));
      if (yacht) q.set("yacht", yacht);
      for (const s of status) q.append("status", s);
      return q;
    },
  };
}

export type SeaTimeFilters = ReturnType<typeof useSeaTimeFilters>;
