// zodConfig sets zod's global settings without importing zod: the zod that forms import later sees
// `jitless` (no `new Function`, which the Content-Security-Policy forbids).
import { expect, it } from "vitest";

it("zod built after zodConfig runs without its eval-compiled parsers", async () => {
  await import("../zodConfig.ts");
  const { z } = await import("zod");
  expect(z.config().jitless).toBe(true);
  expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
});
