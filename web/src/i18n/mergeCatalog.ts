/** One language's web catalog: the core file, then each area's file (locales/<area>.<lang>.json) by name. */
export function mergeCatalog(core: Record<string, string>, areas: Record<string, Record<string, string>>): Record<string, string> {
  const parts = Object.entries(areas)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, texts]) => texts);
  return Object.assign({}, core, ...parts) as Record<string, string>;
}
