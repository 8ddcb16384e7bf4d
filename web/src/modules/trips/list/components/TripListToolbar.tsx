import { Button, Flex, Segmented } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import type { useTripListParams } from "../hooks/useTripListParams.ts";
import { ListSearchBox } from "../../../../components/ListSearchBox.tsx";

const searchMessages = {
  label: "trips.list.search.label",
  placeholder: "trips.list.search.placeholder",
  submit: "trips.list.search.submit",
};

type ListParams = ReturnType<typeof useTripListParams>;

const labelStyle = { display: "block", marginBottom: 4, fontWeight: 500 } as const;

/** Search, the embarkation-date sort toggle, the cards/table switch and 'reset filters'. */
export function TripListToolbar({ params }: { params: ListParams }) {
  const intl = useIntl();
  const sortLabel = intl.formatMessage({ id: params.sort === "desc" ? "trips.list.sort.desc" : "trips.list.sort.asc" });
  return (
    <Flex wrap gap={16} align="flex-end" style={{ marginBottom: 16 }}>
      <ListSearchBox value={params.search} onSearch={params.setSearch} messages={searchMessages} />
      <div>
        <span id="trip-sort-label" style={labelStyle}>
          <FormattedMessage id="trips.list.sort.label" />
        </span>
        <Button aria-describedby="trip-sort-label" onClick={params.toggleSort}>
          {params.sort === "desc" ? "↓" : "↑"} {sortLabel}
        </Button>
      </div>
      <div>
        <span id="trip-view-label" style={labelStyle}>
          <FormattedMessage id="trips.list.view.label" />
        </span>
        <Segmented
          aria-label={intl.formatMessage({ id: "trips.list.view.label" })}
          // One tab stop: the checked option's radio (arrow keys switch), not also the group.
          tabIndex={-1}
          value={params.view}
          onChange={(value) => params.setView(value === "table" ? "table" : "cards")}
          options={[
            { value: "cards", label: intl.formatMessage({ id: "trips.list.view.cards" }) },
            { value: "table", label: intl.formatMessage({ id: "trips.list.view.table" }) },
          ]}
        />
      </div>
      <Button onClick={params.resetFilters} disabled={!params.filtersActive}>
        <FormattedMessage id="trips.list.resetFilters" />
      </Button>
    </Flex>
  );
}
