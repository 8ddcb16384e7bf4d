// The logo: checked by its content (not its name or declared type), at most 5 MB, at least
// 400×400 px, re-encoded without metadata under the uploads folder, served back, deleted, and
// printed on the owner's documents.
import { readdirSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerCaptain, type TestApp } from "../../test/harness.ts";
import { premiumCaptain } from "../../test/trips.ts";
import { stopRenderWorker } from "../documents/renderer.ts";
import { fetchDocument } from "../documents/test/fetch-document.ts";
import { pdfImageCount } from "../documents/test/pdf-tools.ts";
import { tripForm } from "../documents/test/sample-trip.ts";
import { getLogo, jpegWithExif, png, uploadLogo } from "./test/images.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await stopRenderWorker();
});

const asPng = async (bytes: Uint8Array) => ({ bytes, name: "logo.png", type: "image/png" });

describe("POST /api/captain-profile/logo", () => {
  it("stores a valid 400×400 PNG under a random name and serves it back", async () => {
    const c = await registerCaptain(t);
    const res = await uploadLogo(t, await asPng(await png(400, 400)), { token: c.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Logo zostało zaktualizowane", logo_url: "/api/captain-profile/logo", width: 400, height: 400 });
    expect(res.body.recommendation).toBeUndefined();
    expect(res.body.logo_path).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(readdirSync(t.uploadsDir)).toContain(res.body.logo_path);

    const image = await getLogo(t, c.token);
    expect(image.status).toBe(200);
    expect(image.type).toBe("image/png");
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: "png", width: 400, height: 400 });

    const profile = await t.rest<{ captain_profile: Record<string, unknown> }>("GET", "/api/captain-profile", { token: c.token });
    expect(profile.body.captain_profile).toMatchObject({ logo_path: res.body.logo_path, logo_url: "/api/captain-profile/logo", logo_width: 400 });
  });

  it("accepts a 1000×600 JPEG with a 1:1 recommendation, re-encoded without its EXIF, replacing the old file", async () => {
    const c = await registerCaptain(t);
    const first = await uploadLogo(t, await asPng(await png(500, 500)), { token: c.token });
    const jpeg = await jpegWithExif(1000, 600);
    expect(jpeg.includes(Buffer.from("SecretCam"))).toBe(true);
    const res = await uploadLogo(t, { bytes: jpeg, name: "photo.jpg", type: "image/jpeg" }, { token: c.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ width: 1000, height: 600, recommendation: "Zalecamy logo w proporcjach 1:1 (kwadrat)" });

    const files = readdirSync(t.uploadsDir);
    expect(files).toContain(res.body.logo_path);
    expect(files).not.toContain(first.body.logo_path);
    const stored = (await getLogo(t, c.token)).bytes;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1000, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("SecretCam"))).toBe(false);
    expect(stored.includes(Buffer.from("54.5189N"))).toBe(false);
  });

  it("downscales a large logo once, at upload, to at most 1200 px on its longest side", async () => {
    const c = await registerCaptain(t);
    const res = await uploadLogo(t, await asPng(await png(3000, 2000)), { token: c.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ width: 1200, height: 800 });
    expect(await sharp((await getLogo(t, c.token)).bytes).metadata()).toMatchObject({ format: "png", width: 1200, height: 800 });
  });

  it("refuses a 300×300 PNG: 'Obraz musi mieć wymiary co najmniej 400x400 pikseli'", async () => {
    const c = await registerCaptain(t);
    const res = await uploadLogo(t, await asPng(await png(300, 300)), { token: c.token });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      message: "Obraz musi mieć wymiary co najmniej 400x400 pikseli",
      errors: { logo: ["Obraz musi mieć wymiary co najmniej 400x400 pikseli"] },
    });
    const narrow = await uploadLogo(t, await asPng(await png(1200, 399)), { token: c.token, lang: "en" });
    expect(narrow.body.message).toBe("The image must be at least 400x400 pixels");
  });

  it("refuses a 6 MB file: 'Plik zbyt duży. Maksymalny rozmiar to 5MB'", async () => {
    const c = await registerCaptain(t);
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(await png(400, 400));
    const res = await uploadLogo(t, { bytes: big, name: "big.png", type: "image/png" }, { token: c.token });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: "Plik zbyt duży. Maksymalny rozmiar to 5MB" });
  });

  it("refuses a text file named logo.png, and a missing file: 'Proszę wybrać plik obrazu'", async () => {
    const c = await registerCaptain(t);
    const text = await uploadLogo(t, { bytes: Buffer.from("to nie jest obraz\n".repeat(100)), name: "logo.png", type: "image/png" }, { token: c.token });
    expect(text.status).toBe(422);
    expect(text.body).toMatchObject({ message: "Proszę wybrać plik obrazu", errors: { logo: ["Proszę wybrać plik obrazu"] } });
    const gif = await sharp({ create: { width: 500, height: 500, channels: 3, background: "#fff" } }).gif().toBuffer();
    expect((await uploadLogo(t, { bytes: gif, name: "logo.png", type: "image/png" }, { token: c.token })).body.message).toBe("Proszę wybrać plik obrazu");
    const none = await uploadLogo(t, null, { token: c.token, lang: "en" });
    expect(none.body).toMatchObject({ message: "Please choose an image file" });
    const wrongField = await uploadLogo(t, await asPng(await png(400, 400)), { token: c.token, field: "file" });
    expect(wrongField.status).toBe(422);
    expect((await getLogo(t, c.token)).status).toBe(404);
  });

  it("needs a sign-in", async () => {
    expect((await uploadLogo(t, await asPng(await png(400, 400)))).status).toBe(401);
    expect((await getLogo(t)).status).toBe(401);
    expect((await t.rest("DELETE", "/api/captain-profile/logo")).status).toBe(401);
  });
});

describe("GET/DELETE /api/captain-profile/logo", () => {
  it("is 404 without a logo; delete removes the file and the link", async () => {
    const c = await registerCaptain(t);
    expect((await getLogo(t, c.token)).status).toBe(404);
    const up = await uploadLogo(t, await asPng(await png(400, 400)), { token: c.token });
    const del = await t.rest("DELETE", "/api/captain-profile/logo", { token: c.token });
    expect(del).toMatchObject({ status: 200, body: { success: true, message: "Logo zostało usunięte" } });
    expect((await getLogo(t, c.token)).status).toBe(404);
    expect(readdirSync(t.uploadsDir)).not.toContain(up.body.logo_path);
    const profile = await t.rest<{ captain_profile: Record<string, unknown> }>("GET", "/api/captain-profile", { token: c.token });
    expect(profile.body.captain_profile).toMatchObject({ logo_path: null, logo_url: null });
    // Deleting again still answers success (nothing to remove).
    expect((await t.rest("DELETE", "/api/captain-profile/logo", { token: c.token })).status).toBe(200);
  });

  it("keeps another captain's logo private", async () => {
    const a = await registerCaptain(t);
    const b = await registerCaptain(t);
    await uploadLogo(t, await asPng(await png(400, 400)), { token: a.token });
    expect((await getLogo(t, b.token)).status).toBe(404);
  });

  it("deleteCaptainLogo through GraphQL", async () => {
    const c = await registerCaptain(t);
    await uploadLogo(t, await asPng(await png(400, 400)), { token: c.token });
    const res = await t.gql<{ deleteCaptainLogo: { message: string } }>(`mutation { deleteCaptainLogo { success message } }`, {}, { token: c.token, lang: "en" });
    expect(res.data?.deleteCaptainLogo.message).toBe("The logo has been removed");
    expect((await getLogo(t, c.token)).status).toBe(404);
  });
});

describe("the logo on the owner's documents", () => {
  it("prints the captain's logo on the voyage card and the crew opinions", async () => {
    const c = await premiumCaptain(t);
    const saved = await t.rest<{ sailing_trip: { id: string; crew_members: { id: string }[] } }>("POST", "/api/sailing-trips", {
      token: c.token, body: tripForm(),
    });
    const id = saved.body.sailing_trip.id;
    const crewId = saved.body.sailing_trip.crew_members[0].id;
    const card = async () => pdfImageCount((await fetchDocument(t.app, "GET", `/api/sailing-trips/${id}/voyage-card-pdf`, { token: c.token })).bytes);
    const opinion = async () =>
      pdfImageCount((await fetchDocument(t.app, "GET", `/api/sailing-trips/${id}/crew/${crewId}/opinion-pdf`, { token: c.token })).bytes);
    const [cardBefore, opinionBefore] = [await card(), await opinion()];
    await uploadLogo(t, await asPng(await png(400, 400)), { token: c.token });
    expect(await card()).toBe(cardBefore + 1);
    expect(await opinion()).toBe(opinionBefore + 1);
  });
});
