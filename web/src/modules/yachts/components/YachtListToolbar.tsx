import { Button, Flex, Segmented } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import type { useYachtListParams } from "../hooks/useYachtListParams.ts";
import { YachtSearchBox } from "./YachtSearchBox.tsx";

type ListParams = ReturnType<typeof useYachtListParams>;

/** Search, the cards/table switch and 'reset filters'. */
export function YachtListToolbar({ params }: { params: ListParams }) {
  const intl = useIntl();
  return (
    <Flex wrap gap={16} align="flex-end" style={{ marginBottom: 16 }}>
      <YachtSearchBox value={params.search} onSearch={params.setSearch} />
      <div>
        <span style={{ display: "block", marginBottom: 4, fontWeight: 500 }}>
          <FormattedMessage id="yachts.list.view.label" />
        </span>
        <Segmented
          aria-label={intl.formatMessage({ id: "yachts.list.view.label" })}
          tabIndex={-1}
          value={params.view}
          onChange={(value) => params.setView(value === "table" ? "table" : "cards")}
          options={[
            { value: "cards", label: intl.formatMessage({ id: "yachts.list.view.cards" }) },
            { value: "table", label: intl.formatMessage({ id: "yachts.list.view.table" }) },
          ]}
        />
      </div>
      <Button onClick={params.resetFilters} disabled={!params.filtersActive}>
        <FormattedMessage id="yachts.list.resetFilters" />
      </Button>
    </Flex>
  );
}
