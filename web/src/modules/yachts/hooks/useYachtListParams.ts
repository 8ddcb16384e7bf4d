import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

export type YachtListView = "cards" | "table";

/** The list's search and view kept in the URL (?q=, ?view=table); defaults: no search, cards (spec §9). */
export function useYachtListParams() {
  const [params, setParams] = useSearchParams();
  const search = (params.get("q") ?? "").trim();
  const view: YachtListView = params.get("view") === "table" ? "table" : "cards";

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
    view,
    premiumRequired: params.get("error") === "premium_required",
    filtersActive: search !== "",
    setSearch: (value: string) => update({ q: value.trim() === "" ? null : value.trim() }),
    setView: (next: YachtListView) => update({ view: next === "table" ? "table" : null }),
    resetFilters: () => update({ q: null }),
  };
}
