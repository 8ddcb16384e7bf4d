import { type ComponentType, createElement, lazy } from "react";
import type { Area } from "../i18n/areas.ts";
import { languageStorage } from "../i18n/languageStorage.ts";
import { loadMessagesWithArea, preloadAreas } from "../i18n/loadMessages.ts";
import { pageLoads } from "./pageLoads.ts";

/** A page component from lazyPage: `preload` loads its code and its areas' texts (main.tsx, before hydrating a prerendered page). */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * React.lazy for a module that exports the page as a named export. `areas`: the areas of the
 * catalogs (i18n/areas.ts) the page shows, fetched alongside its chunk rather than after it renders
 * (a page asking for an area not listed still gets it, one round trip later). The load is counted in
 * `pageLoads` (the bar at the top while it is on its way). Once loaded, the page renders at once,
 * without suspending: a prerendered page hydrates in one pass, before anything can update it.
 */
export function lazyPage<TKey extends string, TModule extends Record<TKey, ComponentType>>(
  load: () => Promise<TModule>,
  name: TKey,
  areas: readonly Area[] = [],
): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadPage = () =>
    (loading ??= pageLoads.track(load()).then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined; // offline, a new deployment: the next render tries again
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    preloadAreas(languageStorage.read(), areas);
    return { default: await loadPage() };
  });
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, {
    preload: async () => {
      const language = languageStorage.read();
      await Promise.all([loadPage(), ...areas.map((area) => loadMessagesWithArea(language, area))]);
    },
  });
}
