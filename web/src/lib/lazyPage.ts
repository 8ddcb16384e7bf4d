import { type ComponentType, lazy } from "react";
import type { Area } from "../i18n/areas.ts";
import { languageStorage } from "../i18n/languageStorage.ts";
import { preloadAreas } from "../i18n/loadMessages.ts";
import { pageLoads } from "./pageLoads.ts";

/**
 * React.lazy for a module that exports the page as a named export. `areas`: the areas of the
 * catalogs (i18n/areas.ts) the page shows, fetched alongside its chunk rather than after it renders
 * (a page asking for an area not listed still gets it, one round trip later). The load is counted in
 * `pageLoads` (the bar at the top while it is on its way).
 */
export function lazyPage<TKey extends string, TModule extends Record<TKey, ComponentType>>(
  load: () => Promise<TModule>,
  name: TKey,
  areas: readonly Area[] = [],
) {
  return lazy(async () => {
    preloadAreas(languageStorage.read(), areas);
    return { default: (await pageLoads.track(load()))[name] };
  });
}
