import { useUrlParams } from "../../../../lib/useUrlParams.ts";

export type TripListView = "cards" | "table";
export type TripListSort = "desc" | "asc";

/**
 * The list's search, sort and view kept in the URL (?q=, ?sort=asc, ?view=table), so the back
 * button and a shared link restore them. Defaults (spec §9): cards, embarkation date descending.
 */
export function useTripListParams() {
  const { params, update } = useUrlParams();
  const search = (params.get("q") ?? "").trim();
  const sort: TripListSort = params.get("sort") === "asc" ? "asc" : "desc";
  const view: TripListView = params.get("view") === "table" ? "table" : "cards";

  return {
    search,
    sort,
    view,
    premiumRequired: params.get("error") === "premium_required",
    filtersActive: search !== "" || sort !== "desc",
    // a new search or sort starts at the first page
    setSearch: (value: string) => update({ q: value.trim() === "" ? null : value.trim(), page: null }),
    toggleSort: () => update({ sort: sort === "desc" ? "asc" : null, page: null }),
    setView: (next: TripListView) => update({ view: next === "table" ? "table" : null }),
    resetFilters: () => update({ q: null, sort: null, page: null }),
  };
}
