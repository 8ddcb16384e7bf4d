/** The DOM id of a wizard field by its form path (`visitedPorts.0.name` → `trip-visitedPorts-0-name`). */
export const fieldId = (path: string) => `trip-${path.replace(/\./g, "-")}`;
