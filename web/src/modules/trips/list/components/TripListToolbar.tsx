import { Button } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import type { useTripListParams } from "../hooks/useTripListParams.ts";
import { CardsTableSwitch } from "../../../../components/CardsTableSwitch.tsx";
import { FilterToolbar } from "../../../../components/FilterToolbar.tsx";
import { ListSearchBox } from "../../../../components/ListSearchBox.tsx";

const searchMessages = {
  label: "trips.list.search.label",
  placeholder: "trips.list.search.placeholder",
  submit: "trips.list.search.submit",
};

const viewMessages = { label: "trips.list.view.label", cards: "trips.list.view.cards", table: "trips.list.view.table" };

type ListParams = ReturnType<typeof useTripListParams>;

const labelStyle = { display: "block", marginBottom: 4, fontWeight: 500 } as const;

/** Search, the embarkation-date sort toggle, the cards/table switch and 'reset filters'. */
export function TripListToolbar({ params }: { params: ListParams }) {
  const intl = useIntl();
  const sortLabel = intl.formatMessage({ id: params.sort === "desc" ? "trips.list.sort.desc" : "trips.list.sort.asc" });
  return (
    <FilterToolbar onReset={params.resetFilters} active={params.filtersActive} resetId="trips.list.resetFilters">
      <ListSearchBox value={params.search} onSearch={params.setSearch} messages={searchMessages} />
      <div>
        <span id="trip-sort-label" style={labelStyle}>
          <FormattedMessage id="trips.list.sort.label" />
        </span>
        <Button aria-describedby="trip-sort-label" onClick={params.toggleSort}>
          {params.sort === "desc" ? "↓" : "↑"} {sortLabel}
        </Button>
      </div>
      <CardsTableSwitch value={params.view} onChange={params.setView} messages={viewMessages} labelId="trip-view-label" />
    </FilterToolbar>
  );
}
