import { Segmented } from "antd";

interface ChoiceFilterProps<T extends string> {
  /** The filter's accessible name. */
  label: string;
  choices: readonly T[];
  value: T;
  choiceLabel: (choice: T) => string;
  onChange: (choice: T) => void;
}

/** A list's filter as one row of choices, which scrolls sideways on a phone instead of widening the page. */
export function ChoiceFilter<T extends string>({ label, choices, value, choiceLabel, onChange }: ChoiceFilterProps<T>) {
  return (
    <div style={{ overflowX: "auto", maxWidth: "100%", marginBottom: 16 }}>
      <Segmented aria-label={label} value={value} onChange={onChange} options={choices.map((choice) => ({ value: choice, label: choiceLabel(choice) }))} />
    </div>
  );
}
