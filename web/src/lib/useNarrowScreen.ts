import { useSyncExternalStore } from "react";

/** Phones: below antd's `md` breakpoint (768 px). */
const QUERY = "(max-width: 767.98px)";

const subscribe = (onChange: () => void) => {
  if (typeof window === "undefined" || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
};
const snapshot = () => (typeof window !== "undefined" && window.matchMedia ? window.matchMedia(QUERY).matches : false);

/** True on a phone-sized screen, known on the first render (no wide-then-narrow flash). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
