import { useUrlParams } from "../../../lib/useUrlParams.ts";

export type YachtListView = "cards" | "table";

/** The list's search and view kept in the URL (?q=, ?view=table); defaults: no search, cards (spec §9). */
export function useYachtListParams() {
  const { params, update } = useUrlParams();
  const search = (params.get("q") ?? "").trim();
  const view: YachtListView = params.get("view") === "table" ? "table" : "cards";

  return {
    search,
    view,
    premiumRequired: params.get("error") === "premium_required",
    filtersActive: search !== "",
    // a new search starts at the first page
    setSearch: (value: string) => update({ q: value.trim() === "" ? null : value.trim(), page: null }),
    setView: (next: YachtListView) => update({ view: next === "table" ? "table" : null }),
    resetFilters: () => update({ q: null, page: null }),
  };
}
