import { useCallback, useSyncExternalStore } from "react";

/** Whether `query` matches, known on the first render; `onServer` where there is no window (the build's prerender, and the hydration of its markup). */
function useMediaQuery(query: string, onServer: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === "undefined" || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const snapshot = () => (typeof window !== "undefined" && window.matchMedia ? window.matchMedia(query).matches : onServer);
  return useSyncExternalStore(subscribe, snapshot, () => onServer);
}

/** True on a phone-sized screen, known on the first render (no wide-then-narrow flash): below antd's `md` breakpoint (768 px). */
export function useNarrowScreen(): boolean {
  return useMediaQuery("(max-width: 767.98px)", false);
}

/** antd's breakpoints used by the header. */
const BREAKPOINTS = { md: 768, xl: 1200 } as const;

/** True from antd's breakpoint `name` on (as antd's Grid.useBreakpoint, but known on the first render; true where there is no screen). */
export function useScreenAtLeast(name: keyof typeof BREAKPOINTS): boolean {
  return useMediaQuery(`(min-width: ${BREAKPOINTS[name]}px)`, true);
}
