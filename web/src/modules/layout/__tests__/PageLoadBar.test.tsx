import { act, render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { polishCore } from "../../../i18n/catalogCorePl.ts";
import { pageLoads } from "../../../lib/pageLoads.ts";
import { PageLoadBar } from "../components/PageLoadBar.tsx";

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("PageLoadBar", () => {
  afterEach(() => vi.useRealTimers());

  it("shows a labelled bar while a page's code loads for longer than a moment, and hides it when it is there", async () => {
    vi.useFakeTimers();
    render(
      <IntlProvider locale="pl" messages={polishCore}>
        <PageLoadBar />
      </IntlProvider>,
    );
    const page = deferred();
    let loaded: Promise<void> = Promise.resolve();
    act(() => {
      loaded = pageLoads.track(page.promise);
    });
    expect(screen.queryByRole("progressbar")).toBeNull(); // a fast load shows nothing
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByRole("progressbar", { name: "Wczytywanie strony…" })).toBeInTheDocument();

    page.resolve();
    await act(() => loaded);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(pageLoads.isLoading()).toBe(false);
  });

  it("shows nothing for a load that ends before the delay, and counts a failed load as ended", async () => {
    vi.useFakeTimers();
    render(
      <IntlProvider locale="pl" messages={polishCore}>
        <PageLoadBar />
      </IntlProvider>,
    );
    const quick = deferred();
    let loaded: Promise<void> = Promise.resolve();
    act(() => {
      loaded = pageLoads.track(quick.promise);
    });
    quick.resolve();
    await act(() => loaded);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole("progressbar")).toBeNull();

    const failed = pageLoads.track(Promise.reject(new Error("chunk gone")));
    await expect(failed).rejects.toThrow("chunk gone");
    expect(pageLoads.isLoading()).toBe(false);
  });
});
