import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { AREAS, loadArea } from "./i18n/areas.ts";
import { markAreaLoaded } from "./i18n/loadMessages.ts";

// findBy*/waitFor wait up to 60 s (not 1 s): antd in jsdom is slow on a busy 2-core machine (CI runs
// the suite under stress-ng beside other work; 15 s was once not enough), and a slow answer is not a
// wrong one. Passing tests never wait that long; assertions that something does NOT appear are
// unaffected. The web tests' own limit (web/vitest.config.ts) is 180 s.
configure({ asyncUtilTimeout: 60_000 });

// jsdom lacks matchMedia; antd's responsive observers (Grid, Form layout) call it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lacks ResizeObserver; antd's Menu overflow and Drawer observe sizes with it.
if (!("ResizeObserver" in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, "ResizeObserver", { value: ResizeObserverStub, writable: true });
  Object.defineProperty(globalThis, "ResizeObserver", { value: ResizeObserverStub, writable: true });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
});

// The app loads the larger areas' texts with the screens that use them (i18n/areas.ts); tests render
// with every text at once, as before (i18n/__tests__/areas.test.tsx covers the loading itself).
await Promise.all(AREAS.flatMap((area) => (["pl", "en"] as const).map(async (language) => markAreaLoaded(language, area, await loadArea(area, language)))));
