// One test app for a whole test file: created before its tests (then `setup`, e.g. a staff sign-in,
// gets it), closed after them, and `after` (e.g. stopping the PDF render worker) run last.
import { afterAll, beforeAll } from "vitest";
import type { AppOptions } from "../app.ts";
import { createTestApp, type TestApp } from "./harness.ts";

export function appPerFile(setup: (t: TestApp) => void | Promise<void>, opts: { options?: Partial<AppOptions>; after?: () => Promise<void> } = {}) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(opts.options);
    await setup(app);
  });
  afterAll(async () => {
    await app?.close();
    await opts.after?.();
  });
}
