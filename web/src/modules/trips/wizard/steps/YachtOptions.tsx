import type { YachtItem } from "../../../yachts/components/yachtTypes.ts";

interface YachtOptionsProps {
  yachts: readonly YachtItem[];
  /** the option the arrow keys reached in the search box (aria-activedescendant), -1 for none */
  active: number;
  label: string;
  onPick: (yacht: YachtItem) => void;
}

/**
 * The yacht search's results as a listbox (id yacht-search-results): the search box keeps the focus
 * and points at the active option; a click picks one too.
 */
export function YachtOptions({ yachts, active, label, onPick }: YachtOptionsProps) {
  return (
    <ul
      id="yacht-search-results"
      role="listbox"
      aria-label={label}
      style={{ listStyle: "none", padding: 4, margin: "8px 0 0", display: "grid", gap: 2, border: "1px solid #d9d9d9", borderRadius: 6, maxWidth: 520 }}
    >
      {yachts.map((yacht, index) => (
        // the keyboard acts through the combobox (aria-activedescendant), as the listbox pattern has it
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={yacht.id}
          id={`yacht-option-${yacht.id}`}
          role="option"
          aria-selected={index === active}
          onClick={() => onPick(yacht)}
          style={{ padding: "6px 10px", borderRadius: 4, cursor: "pointer", background: index === active ? "#e6f4ff" : undefined }}
        >
          <strong>{yacht.name}</strong>&nbsp;· {yacht.registrationNumber} · {yacht.homePort}
        </li>
      ))}
    </ul>
  );
}
