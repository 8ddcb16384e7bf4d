import type { IntlShape } from "react-intl";
import { flattenFieldErrors } from "./fieldLabel.ts";

/** One line of a failed save: its text and, for a field error, the field's path (to open its step). */
export interface SaveMessage {
  text: string;
  path?: string;
}

/** Field errors as lines, each naming its field once and keeping its path. */
export function fieldMessages(intl: IntlShape, fields: Record<string, string>): SaveMessage[] {
  const texts = flattenFieldErrors(intl, fields);
  return Object.keys(fields).map((path, index) => ({ text: texts[index] ?? "", path }));
}
