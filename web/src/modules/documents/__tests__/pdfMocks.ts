import { vi } from "vitest";
import { must } from "../../../../../validation/must.ts";

/** A tab as window.open returns it: only what openPdf touches. */
interface FakeTab {
  location: { href: string };
  opener: unknown;
  close: ReturnType<typeof vi.fn>;
}

/** A promise resolved from outside, to hold a request open while the test looks at the button. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const pdfResponse = () => new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { status: 200, headers: { "content-type": "application/pdf" } });

export const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * Replaces fetch, window.open and the object URL functions (jsdom has neither a browser tab nor
 * object URLs); `restore()` puts everything back.
 */
export function mockPdfBrowser() {
  const tab: FakeTab = { location: { href: "about:blank" }, opener: window, close: vi.fn() };
  const fetch = vi.fn<typeof globalThis.fetch>();
  vi.stubGlobal("fetch", fetch);
  const open = vi.spyOn(window, "open").mockImplementation(() => tab as unknown as Window);
  const createObjectURL = vi.fn(() => "blob:http://localhost/pdf-1");
  const revokeObjectURL = vi.fn();
  // jsdom has no object URLs: the originals may be missing, and are then removed again.
  const original = (["createObjectURL", "revokeObjectURL"] as const).map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const);
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const restore = () => {
    for (const [name, descriptor] of original) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
    open.mockRestore();
    vi.unstubAllGlobals();
  };
  return { tab, fetch, open, createObjectURL, revokeObjectURL, restore };
}

/** The headers of the n-th fetch call as a plain object. */
export function sentHeaders(fetch: ReturnType<typeof mockPdfBrowser>["fetch"], n = 0): Record<string, string> {
  return (must(fetch.mock.calls[n], `fetch call ${n}`)[1]?.headers ?? {}) as Record<string, string>;
}
