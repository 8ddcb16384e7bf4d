import { Button, Flex, Segmented } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import type { useYachtListParams } from "../hooks/useYachtListParams.ts";
import { ListSearchBox } from "../../../components/ListSearchBox.tsx";

const searchMessages = {
  label: "yachts.list.search.label",
  placeholder: "yachts.list.search.placeholder",
  submit: "yachts.list.search.submit",
};

type ListParams = ReturnType<typeof useYachtListParams>;

/** Search, the cards/table switch and 'reset filters'. */
export function YachtListToolbar({ params }: { params: ListParams }) {
  const intl = useIntl();
  return (
    <Flex wrap gap={16} align="flex-end" style={{ marginBottom: 16 }}>
      <ListSearchBox value={params.search} onSearch={params.setSearch} messages={searchMessages} />
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
