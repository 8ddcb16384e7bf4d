import { Input } from "antd";
import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";

interface ListSearchBoxProps {
  /** The search applied now (from the URL). */
  value: string;
  onSearch: (value: string) => void;
  /** Message ids of the label, the placeholder and the search button. */
  messages: { label: string; placeholder: string; submit: string };
}

/** A list's labelled free-text search; applied on Enter or the search button, cleared with ×. */
export function ListSearchBox({ value, onSearch, messages }: ListSearchBoxProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // A search changed from outside (reset filters, back button) replaces what is typed.
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }
  return (
    <div style={{ flex: "1 1 280px", maxWidth: 480 }}>
      <label htmlFor={id} style={{ display: "block", marginBottom: 4, fontWeight: 500 }}>
        <FormattedMessage id={messages.label} />
      </label>
      <Input.Search
        id={id}
        type="search"
        value={text}
        allowClear
        placeholder={intl.formatMessage({ id: messages.placeholder })}
        enterButton={intl.formatMessage({ id: messages.submit })}
        onChange={(event) => setText(event.target.value)}
        onSearch={(next) => onSearch(next)}
      />
    </div>
  );
}
