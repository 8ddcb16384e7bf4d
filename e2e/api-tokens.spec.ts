import { createCaptain, signInAs } from "./api.ts";
import { expect, screenshot, test } from "./fixtures.ts";
import { CaptainProfilePage } from "./pages/CaptainProfilePage.ts";

type GraphQLErrors = { errors: { extensions: { code: string } }[] };

const TRIPS = `{ trips(first: 5) { totalCount nodes { id } } }`;

test("a captain creates a read-only API token on the profile page, a script uses it, then it is revoked", async ({ page, request }) => {
  const captain = await createCaptain(request, "Anna Morska");
  await signInAs(page, captain);
  const profile = new CaptainProfilePage(page);
  await profile.openTab("api");
  await expect(page.getByText("Nie masz jeszcze tokenów API")).toBeVisible();

  await page.getByLabel("Nazwa", { exact: true }).fill("Skrypt czarterowy");
  await page.getByRole("button", { name: "Utwórz token" }).click();
  const field = page.getByLabel("Nowy token API");
  await expect(field).toHaveValue(/^zk_/);
  const token = await field.inputValue();
  await expect(page.getByRole("table")).toContainText("Skrypt czarterowy");
  await expect(page.getByRole("table")).toContainText("Tylko odczyt");
  await screenshot(page, "api-tokens-created");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "api-tokens-created-phone");
  await page.setViewportSize({ width: 1366, height: 800 });

  // "a script": plain HTTP requests with the token, no browser session
  const query = (body: unknown) => request.post("/graphql", { headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, data: body });
  const read = await query({ query: TRIPS });
  expect(read.status()).toBe(200);
  expect(await read.json()).toEqual({ data: { trips: { totalCount: 0, nodes: [] } } });
  expect(Number(read.headers()["ratelimit-limit"])).toBeGreaterThan(0);
  expect(read.headers()["ratelimit-remaining"]).toBeDefined();
  const write = await query({ query: `mutation { deleteCaptainLogo { success } }` });
  expect(((await write.json()) as GraphQLErrors).errors[0]?.extensions.code).toBe("FORBIDDEN");
  const rest = await request.get("/api/sailing-trips", { headers: { authorization: `Bearer ${token}` } });
  expect(rest.status()).toBe(200);

  // the list shows the last use after a reload
  await page.reload();
  await expect(page.getByRole("table")).not.toContainText("Nigdy");

  // revoke, with confirmation; the script is locked out at once
  await page.getByRole("button", { name: "Unieważnij token Skrypt czarterowy" }).click();
  await expect(page.getByText("Unieważnić token „Skrypt czarterowy”?")).toBeVisible();
  await page.getByRole("tooltip").getByRole("button", { name: "Unieważnij" }).click();
  await expect(page.getByRole("table")).toContainText("Unieważniony");
  const after = await query({ query: TRIPS });
  expect(((await after.json()) as GraphQLErrors).errors[0]?.extensions.code).toBe("UNAUTHENTICATED");
});

test("/developers is public, links GraphiQL with the header prefilled, and the SDL downloads", async ({ page, request }) => {
  await page.goto("/developers");
  await expect(page.getByRole("heading", { level: 1, name: "API dla programistów" })).toBeVisible();
  await screenshot(page, "developers");
  const sdl = await request.get("/graphql/schema.graphql");
  expect(sdl.status()).toBe(200);
  expect(await sdl.text()).toContain("createApiToken(");
  await page.getByRole("link", { name: "GraphiQL" }).click();
  await expect(page).toHaveURL(/\/graphql$/);
  await expect(page.getByText("zk_YOUR_TOKEN").first()).toBeVisible();
});
