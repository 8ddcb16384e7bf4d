import type { ReactNode } from "react";
import { Select } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import type { SeaTimeQuery, SeaTimeStatus } from "../../../gql/graphql.ts";
import type { SeaTimeFilters } from "../hooks/useSeaTimeFilters.ts";
import { FilterToolbar } from "../../../components/FilterToolbar.tsx";

type Available = Pick<SeaTimeQuery["seaTime"], "availableYears" | "availableYachts">;

const labelStyle = { display: "block", marginBottom: 4, fontWeight: 500 } as const;

/** One filter of the bar: its label above the control with id `htmlFor`, in a box that grows from `minWidth` to `maxWidth`. */
function LabelledFilter({
  htmlFor,
  labelId,
  minWidth,
  maxWidth,
  children,
}: {
  htmlFor: string;
  labelId: string;
  minWidth: number;
  maxWidth: number;
  children: ReactNode;
}) {
  return (
    <div style={{ minWidth, flex: `1 1 ${minWidth}px`, maxWidth }}>
      <label htmlFor={htmlFor} style={labelStyle}>
        <FormattedMessage id={labelId} />
      </label>
      {children}
    </div>
  );
}

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
      <LabelledFilter htmlFor="seatime-years" labelId="seatime.filters.years" minWidth={180} maxWidth={280}>
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
      </LabelledFilter>
      <LabelledFilter htmlFor="seatime-yacht" labelId="seatime.filters.yacht" minWidth={200} maxWidth={320}>
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
      </LabelledFilter>
      <LabelledFilter htmlFor="seatime-status" labelId="seatime.filters.status" minWidth={180} maxWidth={280}>
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
      </LabelledFilter>
    </FilterToolbar>
  );
}
