import { act, render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { polishCore } from "../../../i18n/catalogCorePl.ts";
import { pageLoads } from "../../../lib/pageLoads.ts";
import { PageLoadBar } from "../components/PageLoadBar.tsx";

/** A page load counted in pageLoads until `finish` lets it end. */
function startLoad() {
  let resolve: () => void = () => {};
  const page = new Promise<void>((r) => (resolve = r));
  let loaded: Promise<void> = Promise.resolve();
  act(() => {
    loaded = pageLoads.track(page);
  });
  return {
    finish: async () => {
      resolve();
      await act(() => loaded);
    },
  };
}

const passTime = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** The bar alone, in Polish, with fake timers (its 200 ms delay). */
function renderBar() {
  vi.useFakeTimers();
  render(
    <IntlProvider locale="pl" messages={polishCore}>
      <PageLoadBar />
    </IntlProvider>,
  );
}

describe("PageLoadBar", () => {
  afterEach(() => vi.useRealTimers());

  it("shows a labelled bar while a page's code loads for longer than a moment, and hides it when it is there", async () => {
    renderBar();
    const load = startLoad();
    expect(screen.queryByRole("progressbar")).toBeNull(); // a fast load shows nothing
    passTime(250);
    expect(screen.getByRole("progressbar", { name: "Wczytywanie strony…" })).toBeInTheDocument();

    await load.finish();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(pageLoads.isLoading()).toBe(false);
  });

  it("shows nothing for a load that ends before the delay, and counts a failed load as ended", async () => {
    renderBar();
    await startLoad().finish();
    passTime(500);
    expect(screen.queryByRole("progressbar")).toBeNull();

    const failed = pageLoads.track(Promise.reject(new Error("chunk gone")));
    await expect(failed).rejects.toThrow("chunk gone");
    expect(pageLoads.isLoading()).toBe(false);
  });
});
