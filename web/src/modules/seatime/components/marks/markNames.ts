/** The captain's per-trip marks, in the order the page shows them. */
export const MARKS = ["seaVoyage", "inCommand", "nightHours", "passagesOver60"] as const;
export type MarkName = (typeof MARKS)[number];
