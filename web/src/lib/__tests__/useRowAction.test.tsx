import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRowAction } from "../useRowAction.ts";

describe("useRowAction (an action on one row of a list)", () => {
  it("marks the row busy while the action runs and resolves true when it succeeds", async () => {
    const { result } = renderHook(() => useRowAction());
    let finish: () => void = () => undefined;
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.run("row-1", () => new Promise<void>((resolve) => (finish = resolve)), "Nie udało się");
    });
    expect(result.current.busy).toBe("row-1");
    await act(async () => {
      finish();
      expect(await done).toBe(true);
    });
    expect(result.current.busy).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it("says why it failed (the fallback when the error carries no server message), and clears that on the next run", async () => {
    const { result } = renderHook(() => useRowAction());
    await act(async () => {
      expect(await result.current.run("row-1", () => Promise.reject(new Error("boom")), "Nie udało się odwołać tokenu")).toBe(false);
    });
    expect(result.current.error).toBe("Nie udało się odwołać tokenu");
    expect(result.current.busy).toBeNull();
    await act(async () => {
      await result.current.run("row-2", () => Promise.resolve(), "Nie udało się");
    });
    expect(result.current.error).toBeNull();
  });
});
