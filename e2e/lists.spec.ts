import type { APIRequestContext } from "@playwright/test";
import { type Captain, createCaptain, grantPremium, signInAs } from "./api.ts";
import { expect, screenshot, test } from "./fixtures.ts";

const TRIPS = 25;

async function createTrip(request: APIRequestContext, captain: Captain, n: number) {
  const day = `2025-${String(1 + (n % 12)).padStart(2, "0")}-${String(1 + (n % 27)).padStart(2, "0")}`;
  const res = await request.post("/graphql", {
    headers: { authorization: `Bearer ${captain.token}` },
    data: {
      query: "mutation C($input: TripInput!) { createTrip(input: $input) { id } }",
      variables: {
        input: {
          firstName: "Jan Maria",
          lastName: "Kowalski",
          email: captain.email,
          phone: "+48 600 100 200",
          licenseType: "pzz-jsm",
          licenseNumber: "JSM-1",
          yachtName: `Jacht ${n}`,
          registrationNumber: `POL-${n}`,
          homePort: "Gdynia",
          hullLength: "12.45",
          enginesCount: "1",
          enginePower: "40",
          embarkationPort: "Gdynia",
          isEmbarkationTidalPort: false,
          disembarkationPort: "Hel",
          isDisembarkationTidalPort: false,
          visitedPorts: [],
          distance: "20",
          embarkationDate: day,
          disembarkationDate: day,
          sailingHours: "6",
          engineHours: "1",
          mooringHours: "2",
          tidalHours: "0",
          crewMembers: [],
        },
      },
    },
  });
  const body = (await res.json()) as { data?: unknown; errors?: unknown };
  if (!body.data) throw new Error(`createTrip failed: ${JSON.stringify(body.errors)}`);
}

for (const [size, viewport] of Object.entries({ desktop: { width: 1366, height: 800 }, phone: { width: 390, height: 844 } })) {
  test.describe(size, () => {
    test.use({ viewport });
    test(`the trip list pages through ${TRIPS} trips with the page in the URL (${size})`, async ({ page, request }) => {
      const captain = await createCaptain(request, "Jan Maria Kowalski");
      await grantPremium(request, captain.email);
      for (let n = 1; n <= TRIPS; n += 1) await createTrip(request, captain, n);
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
