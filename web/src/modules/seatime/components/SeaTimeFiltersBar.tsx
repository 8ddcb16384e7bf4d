import { Select } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import type { SeaTimeQuery, SeaTimeStatus } from "../../../gql/graphql.ts";
import type { SeaTimeFilters } from "../hooks/useSeaTimeFilters.ts";
import { FilterToolbar } from "../../../components/FilterToolbar.tsx";

type Available = Pick<SeaTimeQuery["seaTime"], "availableYears" | "availableYachts">;

const labelStyle = { display: "block", marginBottom: 4, fontWeight: 500 } as const;

/** Years, yacht and status filters (what counts never includes planned or cancelled trips). */
export function SeaTimeFiltersBar({ filters, available }: { filters: SeaTimeFilters; available: Available }) {
  const intl = useIntl();
  return (
    <FilterToolbar
      onReset={filters.reset}
      active={filters.active}
      resetId="seatime.filters.reset"
      searchLabel={intl.formatMessage({ id: "seatime.filters.label" })}
    >
      <div style={{ minWidth: 180, flex: "1 1 180px", maxWidth: 280 }}>
        <label htmlFor="seatime-years" style={labelStyle}>
          <FormattedMessage id="seatime.filters.years" />
        </label>
        <Select
          id="seatime-years"
          mode="multiple"
          allowClear
          style={{ width: "100%" }}
          placeholder={intl.formatMessage({ id: "seatime.filters.all" })}
          value={filters.years}
          onChange={(v: number[]) => filters.setYears(v)}
          options={available.availableYears.map((y) => ({ value: y, label: String(y) }))}
        />
      </div>
      <div style={{ minWidth: 200, flex: "1 1 200px", maxWidth: 320 }}>
        <label htmlFor="seatime-yacht" style={labelStyle}>
          <FormattedMessage id="seatime.filters.yacht" />
        </label>
        <Select
          id="seatime-yacht"
          allowClear
          showSearch={{ optionFilterProp: "label" }}
          style={{ width: "100%" }}
          placeholder={intl.formatMessage({ id: "seatime.filters.allYachts" })}
          value={filters.yacht ?? undefined}
          onChange={(v: string | undefined) => filters.setYacht(v ?? null)}
          options={available.availableYachts.map((y) => ({ value: y.registrationNumber, label: `${y.name} (${y.registrationNumber})` }))}
        />
      </div>
      <div style={{ minWidth: 180, flex: "1 1 180px", maxWidth: 280 }}>
        <label htmlFor="seatime-status" style={labelStyle}>
          <FormattedMessage id="seatime.filters.status" />
        </label>
        <Select
          id="seatime-status"
          mode="multiple"
          allowClear
          style={{ width: "100%" }}
          placeholder={intl.formatMessage({ id: "seatime.filters.allStatuses" })}
          value={filters.status}
          onChange={(v: SeaTimeStatus[]) => filters.setStatus(v)}
          options={[
            { value: "completed", label: intl.formatMessage({ id: "trips.status.completed" }) },
            { value: "in_progress", label: intl.formatMessage({ id: "trips.status.inProgress" }) },
          ]}
        />
      </div>
    </FilterToolbar>
  );
}
