import type { APIRequestContext } from "@playwright/test";
import { type Captain, createTrip, signInAs, premiumCaptain } from "./api.ts";
import { expect, screenshot, test } from "./fixtures.ts";

const TRIPS = 25;

/** The n-th of the captain's trips: its own yacht and day. */
async function createNthTrip(request: APIRequestContext, captain: Captain, n: number) {
  const day = `2025-${String(1 + (n % 12)).padStart(2, "0")}-${String(1 + (n % 27)).padStart(2, "0")}`;
  await createTrip(request, captain, {
    yachtName: `Jacht ${n}`,
    registrationNumber: `POL-${n}`,
    hullLength: "12.45",
    embarkationDate: day,
    disembarkationDate: day,
    mooringHours: "2",
  });
}

for (const [size, viewport] of Object.entries({ desktop: { width: 1366, height: 800 }, phone: { width: 390, height: 844 } })) {
  test.describe(size, () => {
    test.use({ viewport });
    test(`the trip list pages through ${TRIPS} trips with the page in the URL (${size})`, async ({ page, request }) => {
      const captain = await premiumCaptain(request, "Jan Maria Kowalski");
      for (let n = 1; n <= TRIPS; n += 1) await createNthTrip(request, captain, n);
      await signInAs(page, captain);
      await page.goto("/sailing-trips");
      await expect(page.getByText(`Pokazano 1–20 z ${TRIPS}`)).toBeVisible();
      await expect(page.locator(".ant-row [role=listitem]")).toHaveCount(20);
      const pages = page.getByRole("navigation", { name: "Strony listy" });
      await pages.getByTitle("2", { exact: true }).click();
      await expect(page).toHaveURL(/\/sailing-trips\?page=2$/);
      await expect(page.getByText(`Pokazano 21–${TRIPS} z ${TRIPS}`)).toBeVisible();
      await expect(page.locator(".ant-row [role=listitem]")).toHaveCount(TRIPS - 20);
      await screenshot(page, `trip-list-page-2-${size}`);
      await page.reload(); // a shared link or the back button restores the page
      await expect(page.getByText(`Pokazano 21–${TRIPS} z ${TRIPS}`)).toBeVisible();
    });
  });
}
