import { expect, screenshot, test } from "./fixtures.ts";

test("the REST reference is reached from /developers and renders the server's OpenAPI document", async ({ page, request }) => {
  const doc = await request.get("/api/openapi.json");
  expect(doc.status()).toBe(200);
  expect(doc.headers()["cache-control"]).toBe("public, max-age=300");
  const body = (await doc.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
  expect(body.openapi).toBe("3.1.0");
  expect(Object.keys(body.paths["/api/sailing-trips/{id}"] ?? {})).toEqual(["get", "put", "delete"]);

  await page.goto("/developers");
  await page.getByRole("link", { name: "Dokumentacja REST API" }).click();
  await expect(page).toHaveURL(/\/developers\/rest$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dokumentacja REST API" })).toBeVisible();
  const trips = page.locator("#tag-trips");
  await expect(trips.getByRole("heading", { level: 2, name: "trips" })).toBeVisible();
  const put = trips.getByRole("button", { name: /PUT \/api\/sailing-trips\/\{id\} Zastąp dane rejsu/ });
  await put.click();
  await expect(put).toHaveAttribute("aria-expanded", "true");
  await expect(trips.getByRole("link", { name: "SailingTripBody" })).toBeVisible();
  // In Polish down to the answers and the schema fields (x-description-pl).
  await expect(page.locator("#errors")).toContainText("Przekroczono limit zapytań.");
  await expect(page.locator("#errors")).not.toContainText("Rate limit reached.");
  const schemas = page.locator("#schemas");
  await schemas.getByRole("button", { name: "SailingTrip", exact: true }).click();
  await expect(schemas.getByLabel("SailingTrip", { exact: true })).toContainText("crew_members");
  await expect(page.getByRole("link", { name: "Pobierz dokument OpenAPI (JSON)" })).toHaveAttribute("href", "/api/openapi.json");
  await screenshot(page, "developers-rest");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "developers-rest-phone");
});
