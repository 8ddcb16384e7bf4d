import { Segmented } from "antd";
import { FormattedMessage, useIntl } from "react-intl";

type ListView = "cards" | "table";

interface CardsTableSwitchProps {
  value: ListView;
  onChange: (view: ListView) => void;
  /** Message ids of the switch's label and its two options. */
  messages: { label: string; cards: string; table: string };
  /** The DOM id of the label above the switch. */
  labelId?: string;
}

/** A list's labelled switch between cards and a table (one tab stop; the arrow keys switch). */
export function CardsTableSwitch({ value, onChange, messages, labelId }: CardsTableSwitchProps) {
  const intl = useIntl();
  return (
    <div>
      <span id={labelId} style={{ display: "block", marginBottom: 4, fontWeight: 500 }}>
        <FormattedMessage id={messages.label} />
      </span>
      <Segmented
        aria-label={intl.formatMessage({ id: messages.label })}
        // One tab stop: the checked option's radio (arrow keys switch), not also the group.
        tabIndex={-1}
        value={value}
        onChange={(next) => onChange(next === "table" ? "table" : "cards")}
        options={[
          { value: "cards", label: intl.formatMessage({ id: messages.cards }) },
          { value: "table", label: intl.formatMessage({ id: messages.table }) },
        ]}
      />
    </div>
  );
}
