import { describe, expect, it } from "vitest";
import { statementNames } from "./statement-names.ts";

describe("statementNames", () => {
  it("names a text the second time it is seen, and always the same name for it", () => {
    const names = statementNames();
    expect(names("SELECT 1")).toBe("");
    const name = names("SELECT 1");
    expect(name).toMatch(/^zeglog_\d+$/);
    expect(names("SELECT 1")).toBe(name);
    expect(names("SELECT 2")).toBe("");
    expect(names("SELECT 2")).not.toBe(name);
    expect(names("SELECT 1")).toBe(name);
  });

  it("names at most `max` texts; the others go unnamed, the named keep their names", () => {
    const names = statementNames({ max: 2 });
    const seenTwice = (text: string) => (names(text), names(text));
    const a = seenTwice("a");
    const b = seenTwice("b");
    expect([a, b].every((n) => n.startsWith("zeglog_"))).toBe(true);
    expect(a).not.toBe(b);
    expect(seenTwice("c")).toBe("");
    expect(names("c")).toBe("");
    expect([names("a"), names("b")]).toEqual([a, b]);
  });

  it("forgets the texts seen once when too many came by (the set stays bounded)", () => {
    const names = statementNames({ seenMax: 3 });
    for (const text of ["a", "b", "c"]) expect(names(text)).toBe("");
    expect(names("d")).toBe(""); // the set was full: forgotten, then "d" noted
    expect(names("a")).toBe(""); // seen once again, not twice
    expect(names("d")).toMatch(/^zeglog_/);
  });
});
