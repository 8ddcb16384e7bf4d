import type { useYachtListParams } from "../hooks/useYachtListParams.ts";
import { CardsTableSwitch } from "../../../components/CardsTableSwitch.tsx";
import { FilterToolbar } from "../../../components/FilterToolbar.tsx";
import { ListSearchBox } from "../../../components/ListSearchBox.tsx";

const searchMessages = {
  label: "yachts.list.search.label",
  placeholder: "yachts.list.search.placeholder",
  submit: "yachts.list.search.submit",
};

const viewMessages = { label: "yachts.list.view.label", cards: "yachts.list.view.cards", table: "yachts.list.view.table" };

type ListParams = ReturnType<typeof useYachtListParams>;

/** Search, the cards/table switch and 'reset filters'. */
export function YachtListToolbar({ params }: { params: ListParams }) {
  return (
    <FilterToolbar onReset={params.resetFilters} active={params.filtersActive} resetId="yachts.list.resetFilters">
      <ListSearchBox value={params.search} onSearch={params.setSearch} messages={searchMessages} />
      <CardsTableSwitch value={params.view} onChange={params.setView} messages={viewMessages} />
    </FilterToolbar>
  );
}
