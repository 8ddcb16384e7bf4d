// Shared test fixtures: every page is watched for console errors and failed requests, and a
// screenshot helper saves PNGs to e2e/.artifacts/ for people to look at.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";

export const ARTIFACTS = join(import.meta.dirname, ".artifacts");

export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Apollo Client's chunk, which only the pages that use it load. */
export const APOLLO_CHUNK = /\/assets\/apolloSession-[\w-]+\.js/;

/** The URLs of the page's requests matching `pattern`, from now on. */
export function requestsTo(page: Page, pattern: RegExp): string[] {
  const asked: string[] = [];
  page.on("request", (sent) => {
    if (pattern.test(sent.url())) asked.push(sent.url());
  });
  return asked;
}

export async function screenshot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * The newest e-mail the server wrote to DATA_DIR/outbox (SMTP_URL is unset in e2e). Password reset
 * e-mails are written after the answer, so this waits for one to arrive.
 */
export async function lastMailTo(address: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR!, "outbox");
  let mail: string | undefined;
  await expect
    .poll(
      () => {
        const mails = existsSync(outbox)
          ? readdirSync(outbox)
              .sort()
              .map((f) => readFileSync(join(outbox, f), "utf8"))
          : [];
        mail = mails.reverse().find((m) => m.includes(`To: ${address}`));
        return mail !== undefined;
      },
      { message: `an e-mail to ${address}` },
    )
    .toBe(true);
  // quoted-printable soft line breaks and =3D
  return mail!.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (e) => errors.push(e.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
