import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

export type TripListView = "cards" | "table";
export type TripListSort = "desc" | "asc";

/**
 * The list's search, sort and view kept in the URL (?q=, ?sort=asc, ?view=table), so the back
 * button and a shared link restore them. Defaults (spec §9): cards, embarkation date descending.
 */
export function useTripListParams() {
  const [params, setParams] = useSearchParams();
  const search = (params.get("q") ?? "").trim();
  const sort: TripListSort = params.get("sort") === "asc" ? "asc" : "desc";
  const view: TripListView = params.get("view") === "table" ? "table" : "cards";

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    search,
    sort,
    view,
    premiumRequired: params.get("error") === "premium_required",
    filtersActive: search !== "" || sort !== "desc",
    setSearch: (value: string) => update({ q: value.trim() === "" ? null : value.trim() }),
    toggleSort: () => update({ sort: sort === "desc" ? "asc" : null }),
    setView: (next: TripListView) => update({ view: next === "table" ? "table" : null }),
    resetFilters: () => update({ q: null, sort: null }),
  };
}
