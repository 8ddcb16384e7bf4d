// Every route in both languages at desktop size and in Polish at phone size: axe-core finds no
// serious or critical violation, the page has exactly one <h1> and its own document.title.
// Screenshots of each go to e2e/.artifacts/a11y-*.png for people to look at. (The phone layout in
// English adds no rule the three other walks miss and cost CI a quarter of this file's time; the
// English titles are checked at desktop size.)
import AxeBuilder from "@axe-core/playwright";
import { test, expect, screenshot } from "./fixtures.ts";
import { createSessions, prepareBrowser, ROUTES, type Sessions } from "./routes.ts";

const SIZES = { desktop: { width: 1366, height: 800 }, phone: { width: 390, height: 844 } } as const;

let sessions: Sessions;
test.beforeAll(async ({ request }) => {
  sessions = await createSessions(request);
});

const WALKS = [
  ["desktop", "pl"],
  ["desktop", "en"],
  ["phone", "pl"],
] as const;

for (const [size, language] of WALKS) {
  test.describe(`${size}, ${language}`, () => {
    test.use({ viewport: SIZES[size] });
    for (const route of ROUTES) {
      const label = typeof route.path === "string" ? route.path : route.path({ tripId: ":id", yachtId: ":id", plannedTripId: ":id" });
      test(`${label} (${route.as}) is accessible and titled`, async ({ page }) => {
        const path = typeof route.path === "string" ? route.path : route.path(sessions.context);
        await prepareBrowser(page, sessions, route.as, language);
        await page.goto(path);
        await expect(page).toHaveURL((url) => url.pathname === path);
        if (route.ready) await route.ready(page);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toBeVisible();
        await expect(page).toHaveTitle(route.title[language]);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await page.waitForLoadState("networkidle");
        // Only violations are reported in full (passes and incomplete results are not collected).
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .options({ resultTypes: ["violations"] })
          .analyze();
        const bad = results.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map(
            (v) =>
              `${v.id} (${v.impact}): ${v.help}\n${v.nodes
                .slice(0, 5)
                .map((n) => `  ${n.target.join(" ")} ${n.failureSummary?.split("\n")[1] ?? ""}`)
                .join("\n")}`,
          );
        expect(bad, `axe on ${path}`).toEqual([]);
        await screenshot(page, `a11y-${size}-${language}-${route.as}${label.replace(/[/:]+/g, "-")}`);
      });
    }
  });
}
