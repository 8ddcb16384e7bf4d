import { Input } from "antd";
import { useId } from "react";
import { useIntl } from "react-intl";

/** A labelled search box that filters a table already loaded (as the user types). */
export function TableFilter({ value, onChange, labelId }: { value: string; onChange: (value: string) => void; labelId: string }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div style={{ maxWidth: 360, marginBottom: 12 }}>
      <label htmlFor={id} style={{ display: "block", marginBottom: 4, fontWeight: 500 }}>
        {intl.formatMessage({ id: labelId })}
      </label>
      <Input.Search
        id={id}
        type="search"
        allowClear
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={intl.formatMessage({ id: "staff.list.filterPlaceholder" })}
      />
    </div>
  );
}

/** True when any of the texts contains the query (any case). */
export const matches = (query: string, ...texts: (string | null | undefined)[]) => {
  const q = query.trim().toLowerCase();
  return !q || texts.some((text) => text?.toLowerCase().includes(q));
};
