import { Input } from "antd";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";

interface YachtSearchBoxProps {
  /** The search applied now (from the URL). */
  value: string;
  onSearch: (value: string) => void;
}

/** The list's search box: applied on Enter or the search button, cleared with ×. */
export function YachtSearchBox({ value, onSearch }: YachtSearchBoxProps) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // A search changed from outside (reset filters, back button) replaces what is typed.
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }
  return (
    <div style={{ flex: "1 1 280px", maxWidth: 480 }}>
      <label htmlFor="yacht-search" style={{ display: "block", marginBottom: 4, fontWeight: 500 }}>
        <FormattedMessage id="yachts.list.search.label" />
      </label>
      <Input.Search
        id="yacht-search"
        type="search"
        value={text}
        allowClear
        placeholder={intl.formatMessage({ id: "yachts.list.search.placeholder" })}
        enterButton={intl.formatMessage({ id: "yachts.list.search.submit" })}
        onChange={(event) => setText(event.target.value)}
        onSearch={(next) => onSearch(next)}
      />
    </div>
  );
}
