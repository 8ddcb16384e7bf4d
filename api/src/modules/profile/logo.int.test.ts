// The logo: checked by its content (not its name or declared type), at most 5 MB, at least
// 400×400 px, re-encoded without metadata into the database (StoredFile), served back, deleted,
// printed on the owner's documents, and imported from the old uploads folder at start-up.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { registerCaptain, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { premiumCaptain } from "../../test/trips.ts";
import { stopRenderWorker } from "../documents/renderer.ts";
import { fetchDocument } from "../documents/test/fetch-document.ts";
import { pdfImageCount } from "../documents/test/pdf-tools.ts";
import { tripForm } from "../documents/test/sample-trip.ts";
import { getLogo, jpegWithExif, png, uploadLogo } from "./test/images.ts";
import { importUploadedLogos } from "./logo-import.ts";

let t: TestApp;
appPerFile(
  (app) => {
    t = app;
  },
  { after: stopRenderWorker },
);

/** The names of the stored files of a captain. */
const storedNames = async (userId: string) => (await t.db.storedFile.findMany({ where: { ownerId: userId }, select: { name: true } })).map((f) => f.name);

const asPng = (bytes: Uint8Array) => ({ bytes, name: "logo.png", type: "image/png" });

describe("POST /api/captain-profile/logo", () => {
  it("stores a valid 400×400 PNG under a random name and serves it back", async () => {
    const c = await registerCaptain(t);
    const res = await uploadLogo(t, asPng(await png(400, 400)), { token: c.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Logo zostało zaktualizowane", logo_url: "/api/captain-profile/logo", width: 400, height: 400 });
    expect(res.body.recommendation).toBeUndefined();
    expect(res.body.logo_path).toMatch(/^[0-9a-f-]{36}\.png$/);
    const row = await t.db.storedFile.findUniqueOrThrow({ where: { name: String(res.body.logo_path) } });
    expect(row).toMatchObject({ ownerId: c.id, contentType: "image/png" });
    expect(row.size).toBe(row.data.byteLength);

    const image = await getLogo(t, c.token);
    expect(image.status).toBe(200);
    expect(image.type).toBe("image/png");
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: "png", width: 400, height: 400 });

    const profile = await t.rest<{ captain_profile: Record<string, unknown> }>("GET", "/api/captain-profile", { token: c.token });
    expect(profile.body.captain_profile).toMatchObject({ logo_path: res.body.logo_path, logo_url: "/api/captain-profile/logo", logo_width: 400 });
  });

  it("accepts a 1000×600 JPEG with a 1:1 recommendation, re-encoded without its EXIF, replacing the old file", async () => {
    const c = await registerCaptain(t);
    const first = await uploadLogo(t, asPng(await png(500, 500)), { token: c.token });
    const jpeg = await jpegWithExif(1000, 600);
    expect(jpeg.includes(Buffer.from("SecretCam"))).toBe(true);
    const res = await uploadLogo(t, { bytes: jpeg, name: "photo.jpg", type: "image/jpeg" }, { token: c.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ width: 1000, height: 600, recommendation: "Zalecamy logo w proporcjach 1:1 (kwadrat)" });

    expect(await storedNames(c.id)).toEqual([res.body.logo_path]);
    expect(first.body.logo_path).not.toBe(res.body.logo_path);
    const stored = (await getLogo(t, c.token)).bytes;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1000, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("SecretCam"))).toBe(false);
    expect(stored.includes(Buffer.from("54.5189N"))).toBe(false);
  });

  it("downscales a large logo once, at upload, to at most 1200 px on its longest side", async () => {
    const c = await registerCaptain(t);
    const res = await uploadLogo(t, asPng(await png(3000, 2000)), { token: c.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ width: 1200, height: 800 });
    expect(await sharp((await getLogo(t, c.token)).bytes).metadata()).toMatchObject({ format: "png", width: 1200, height: 800 });
  });

  it("refuses a 300×300 PNG: 'Obraz musi mieć wymiary co najmniej 400x400 pikseli'", async () => {
    const c = await registerCaptain(t);
    const res = await uploadLogo(t, asPng(await png(300, 300)), { token: c.token });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      message: "Obraz musi mieć wymiary co najmniej 400x400 pikseli",
      errors: { logo: ["Obraz musi mieć wymiary co najmniej 400x400 pikseli"] },
    });
    const narrow = await uploadLogo(t, asPng(await png(1200, 399)), { token: c.token, lang: "en" });
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
    const gif = await sharp({ create: { width: 500, height: 500, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    expect((await uploadLogo(t, { bytes: gif, name: "logo.png", type: "image/png" }, { token: c.token })).body.message).toBe("Proszę wybrać plik obrazu");
    const none = await uploadLogo(t, null, { token: c.token, lang: "en" });
    expect(none.body).toMatchObject({ message: "Please choose an image file" });
    const wrongField = await uploadLogo(t, asPng(await png(400, 400)), { token: c.token, field: "file" });
    expect(wrongField.status).toBe(422);
    expect((await getLogo(t, c.token)).status).toBe(404);
  });

  it("needs a sign-in", async () => {
    expect((await uploadLogo(t, asPng(await png(400, 400)))).status).toBe(401);
    expect((await getLogo(t)).status).toBe(401);
    expect((await t.rest("DELETE", "/api/captain-profile/logo")).status).toBe(401);
  });
});

describe("GET/DELETE /api/captain-profile/logo", () => {
  it("is 404 without a logo; delete removes the file and the link", async () => {
    const c = await registerCaptain(t);
    expect((await getLogo(t, c.token)).status).toBe(404);
    const up = await uploadLogo(t, asPng(await png(400, 400)), { token: c.token });
    const del = await t.rest("DELETE", "/api/captain-profile/logo", { token: c.token });
    expect(del).toMatchObject({ status: 200, body: { success: true, message: "Logo zostało usunięte" } });
    expect((await getLogo(t, c.token)).status).toBe(404);
    expect(up.body.logo_path).toMatch(/\.png$/);
    expect(await storedNames(c.id)).toEqual([]);
    const profile = await t.rest<{ captain_profile: Record<string, unknown> }>("GET", "/api/captain-profile", { token: c.token });
    expect(profile.body.captain_profile).toMatchObject({ logo_path: null, logo_url: null });
    // Deleting again still answers success (nothing to remove).
    expect((await t.rest("DELETE", "/api/captain-profile/logo", { token: c.token })).status).toBe(200);
  });

  it("keeps another captain's logo private", async () => {
    const a = await registerCaptain(t);
    const b = await registerCaptain(t);
    await uploadLogo(t, asPng(await png(400, 400)), { token: a.token });
    expect((await getLogo(t, b.token)).status).toBe(404);
  });

  it("deleteCaptainLogo through GraphQL", async () => {
    const c = await registerCaptain(t);
    await uploadLogo(t, asPng(await png(400, 400)), { token: c.token });
    const res = await t.gql<{ deleteCaptainLogo: { message: string } }>(
      `mutation { deleteCaptainLogo { success message } }`,
      {},
      { token: c.token, lang: "en" },
    );
    expect(res.data?.deleteCaptainLogo.message).toBe("The logo has been removed");
    expect((await getLogo(t, c.token)).status).toBe(404);
  });
});

describe("the logo on the owner's documents", () => {
  it("prints the captain's logo on the voyage card and the crew opinions", async () => {
    const c = await premiumCaptain(t);
    const saved = await t.rest<{ sailing_trip: { id: string; crew_members: { id: string }[] } }>("POST", "/api/sailing-trips", {
      token: c.token,
      body: tripForm(),
    });
    const id = saved.body.sailing_trip.id;
    const crewId = saved.body.sailing_trip.crew_members[0]?.id;
    const card = async () => pdfImageCount((await fetchDocument(t.app, "GET", `/api/sailing-trips/${id}/voyage-card-pdf`, { token: c.token })).bytes);
    const opinion = async () =>
      pdfImageCount((await fetchDocument(t.app, "GET", `/api/sailing-trips/${id}/crew/${crewId}/opinion-pdf`, { token: c.token })).bytes);
    const [cardBefore, opinionBefore] = [await card(), await opinion()];
    await uploadLogo(t, asPng(await png(400, 400)), { token: c.token });
    expect(await card()).toBe(cardBefore + 1);
    expect(await opinion()).toBe(opinionBefore + 1);
  });
});

describe("logos from the old uploads folder", () => {
  it("are imported into the database once at start-up, served and printed; missing files are counted, not fatal", async () => {
    const dir = mkdtempSync(join(tmpdir(), "zeglog-uploads-"));
    try {
      const c = await premiumCaptain(t);
      const other = await registerCaptain(t);
      // What an installation from before the move holds: a name in the profile and a file on disk.
      const name = "0f7c3d52-5a1e-4c8e-9d7b-2f1a3b4c5d6e.png";
      const bytes = await png(420, 410);
      writeFileSync(join(dir, name), bytes);
      await t.db.captainProfile.create({
        data: { userId: c.id, firstName: "Jan", lastName: "K", phone: "", licenseType: "", licenseNumber: "", logoPath: name, logoWidth: 420, logoHeight: 410 },
      });
      await t.db.captainProfile.create({
        data: {
          userId: other.id,
          firstName: "A",
          lastName: "B",
          phone: "",
          licenseType: "",
          licenseNumber: "",
          logoPath: "11111111-2222-3333-4444-555555555555.png",
        },
      });
      expect((await getLogo(t, c.token)).status).toBe(404);

      expect(await importUploadedLogos(t.db, dir)).toEqual({ imported: 1, missing: 1 });
      const row = await t.db.storedFile.findUniqueOrThrow({ where: { name } });
      expect(row).toMatchObject({ ownerId: c.id, contentType: "image/png", size: bytes.byteLength });
      const served = await getLogo(t, c.token);
      expect(served.status).toBe(200);
      expect(Buffer.from(served.bytes).equals(Buffer.from(bytes))).toBe(true);
      // Idempotent: a second start imports nothing again (and the file may even be gone by then).
      rmSync(join(dir, name));
      expect(await importUploadedLogos(t.db, dir)).toEqual({ imported: 0, missing: 1 });
      expect(await t.db.storedFile.count({ where: { ownerId: c.id } })).toBe(1);

      // The imported logo is on the documents.
      const saved = await t.rest<{ sailing_trip: { id: string } }>("POST", "/api/sailing-trips", { token: c.token, body: tripForm() });
      const pdf = await fetchDocument(t.app, "GET", `/api/sailing-trips/${saved.body.sailing_trip.id}/voyage-card-pdf`, { token: c.token });
      await t.db.captainProfile.update({ where: { userId: c.id }, data: { logoPath: null } });
      const without = await fetchDocument(t.app, "GET", `/api/sailing-trips/${saved.body.sailing_trip.id}/voyage-card-pdf`, { token: c.token });
      expect(await pdfImageCount(pdf.bytes)).toBe((await pdfImageCount(without.bytes)) + 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
