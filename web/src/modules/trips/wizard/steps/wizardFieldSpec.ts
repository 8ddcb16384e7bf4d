import type { OptionGroup } from "../components/useOptions.ts";

/** The names of a form's text values, optional ones included (every wizard input edits a string). */
export type TextKey<V> = { [K in keyof V]-?: NonNullable<V[K]> extends string ? K : never }[keyof V] & string;

interface CommonSpec<V> {
  /** The value it edits; its label is `trips.wizard.fields.<name>`. */
  name: TextKey<V>;
  required?: boolean;
  /** A red border while the field is empty, before it has an error to show. */
  highlightEmpty?: boolean;
  /** On wide screens: half a row (default), a third, or the whole row. */
  width?: "third" | "full";
  /** A hint under the field (a message id). */
  hintId?: string;
  /** Shown only while this holds (e.g. the free-text licence once "other" is chosen). */
  showWhen?: (values: V) => boolean;
}

/**
 * One input of a wizard step described as data, so that a step is a list of these read by one loop
 * (`WizardFields`) rather than the same JSX written out per field.
 */
export type WizardFieldSpec<V> = CommonSpec<V> &
  (
    | { input?: "text" | "email" | "tel"; autoComplete?: string }
    | { input: "number"; step: number; inputMode: "decimal" | "numeric"; unit?: "meters" | "kilowatts" | "nauticalMiles" | "hours" }
    | { input: "select"; options: OptionGroup; searchable?: boolean; allowClear?: boolean }
    | { input: "textarea"; maxLength: number; rows?: number }
    | { input: "date"; notBefore?: TextKey<V> }
  );
