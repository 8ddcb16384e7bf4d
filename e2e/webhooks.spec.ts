import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac } from "node:crypto";
import { createTrip, signInAs, premiumCaptain } from "./api.ts";
import { expect, screenshot, test } from "./fixtures.ts";
import { CaptainProfilePage } from "./pages/CaptainProfilePage.ts";

type Hit = { headers: Record<string, string | string[] | undefined>; body: string };

test("a captain registers a webhook on the profile tab; creating a trip delivers a signed POST logged with 200", async ({ page, request }) => {
  const hits: Hit[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/zeglog`;
  try {
    const captain = await premiumCaptain(request, "Ewa Bryza");
    await signInAs(page, captain);
    const profile = new CaptainProfilePage(page);
    await profile.openTab("webhooks");
    await expect(page.getByText("Nie masz jeszcze webhooków")).toBeVisible();

    // the form refuses an empty URL and no events before asking the server
    await page.getByRole("checkbox", { name: "Rejs dodany" }).uncheck();
    await page.getByRole("checkbox", { name: "Rejs zmieniony" }).uncheck();
    await page.getByRole("button", { name: "Dodaj webhook" }).click();
    await expect(page.getByText("Wybierz co najmniej jedno zdarzenie")).toBeVisible();

    await page.getByLabel("Adres URL (https://)").fill(url);
    await page.getByLabel("Opis", { exact: true }).fill("Mój CRM");
    await page.getByRole("checkbox", { name: "Rejs dodany" }).check();
    await page.getByRole("button", { name: "Dodaj webhook" }).click();
    const secretField = page.getByLabel("Sekret podpisu webhooka");
    await expect(secretField).toHaveValue(/^whsec_/);
    const secret = await secretField.inputValue();
    await expect(page.getByText("Nic jeszcze nie wysłano")).toBeVisible();

    const tripId = await createTrip(request, captain, {
      firstName: "Ewa",
      lastName: "Bryza",
      licenseType: "pzz-kj",
      licenseNumber: "KJ-1",
      sailingHours: "5",
      mooringHours: "10",
    });

    // the delivery log polls: the row appears delivered with 200
    const log = page.getByRole("table", { name: "Dziennik wysyłek" });
    await expect(log).toContainText("trip.created");
    await expect(log).toContainText("Dostarczono");
    await expect(log).toContainText("200");

    await expect.poll(() => hits.length).toBe(1);
    const hit = hits[0]!;
    const signed = `v1=${createHmac("sha256", secret)
      .update(`${String(hit.headers["zeglog-webhook-timestamp"])}.${hit.body}`)
      .digest("hex")}`;
    expect(hit.headers["zeglog-webhook-signature"]).toBe(signed);
    expect(JSON.parse(hit.body)).toMatchObject({ type: "trip.created", data: { tripId } });
    await screenshot(page, "webhooks-delivered");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "webhooks-delivered-phone");
    await page.setViewportSize({ width: 1366, height: 800 });

    // test send, then delete with confirmation
    await page.getByRole("button", { name: "Wyślij test" }).click();
    await expect(log).toContainText("webhook.test");
    await page.getByRole("button", { name: `Usuń webhook ${url}` }).click();
    await page.getByRole("tooltip").getByRole("button", { name: "Usuń" }).click();
    await expect(page.getByText("Nie masz jeszcze webhooków")).toBeVisible();
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
