import { type ComponentType, lazy } from "react";

/** React.lazy for a module that exports the page as a named export. */
export function lazyPage<TKey extends string, TModule extends Record<TKey, ComponentType>>(
  load: () => Promise<TModule>,
  name: TKey,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
