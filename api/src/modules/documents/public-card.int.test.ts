// The free public voyage card generator through the real app: no sign-in, validated like the wizard.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { stopRenderWorker } from "./renderer.ts";
import { fetchDocument } from "./test/fetch-document.ts";
import { flat, pdfText } from "./test/pdf-tools.ts";
import { crewMemberForm, tripForm } from "./test/sample-trip.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { publicPdfPerMinute: 1000 } }); // the per-client limit has its own tests (limits/rate-limit.int.test.ts)
});
afterAll(async () => {
  await t.close();
  await stopRenderWorker();
});

describe("POST /api/public/trip-card-pdf", () => {
  it("renders the voyage card of a valid form, without signing in", async () => {
    const res = await fetchDocument(t.app, "POST", "/api/public/trip-card-pdf", { body: tripForm() });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.headers.get("content-length")).toBe(String(res.bytes.length));
    expect(res.headers.get("content-disposition")).toBe(
      'inline; filename="Karta-rejsu-Zjawa-Zolta-2026-07-01-2026-07-15.pdf"; ' +
        "filename*=UTF-8''Karta%20rejsu%20-%20Zjawa%20%C5%BB%C3%B3%C5%82ta%20-%202026-07-01%20-%202026-07-15.pdf",
    );
    const text = flat(await pdfText(res.bytes, { mode: "raw" }));
    expect(text).toContain("Nazwa jachtu / Name of yacht Zjawa Żółta");
    expect(text).toContain("W tym liczba portów pływowych / Number of tidal ports 3");
  });

  it("prints in the language of ?lang=, named in it", async () => {
    const res = await fetchDocument(t.app, "POST", "/api/public/trip-card-pdf?lang=en", { body: tripForm() });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain('filename="Voyage-card-Zjawa-Zolta-2026-07-01-2026-07-15.pdf"');
    const text = flat(await pdfText(res.bytes, { mode: "raw" }));
    expect(text).toContain("CAPTAIN'S CERTIFICATE OF PASSAGE");
    expect(text).toContain("Name of yacht Zjawa Żółta");
    const pl = flat(await pdfText((await fetchDocument(t.app, "POST", "/api/public/trip-card-pdf?lang=pl", { body: tripForm() })).bytes, { mode: "raw" }));
    expect(pl).toContain("Nazwa jachtu Zjawa Żółta Nr rejestracyjny POL-1234");
    expect((await fetchDocument(t.app, "POST", "/api/public/trip-card-pdf?lang=fr", { body: tripForm() })).status).toBe(400);
  });

  it("refuses what the plausibility rules refuse, under the form's fields, and prints once the tidal warning is confirmed", async () => {
    const body = tripForm({ isDisembarkationTidalPort: false, visitedPorts: [], tidalHours: "5", sailingHours: "400" });
    const res = await fetchDocument(t.app, "POST", "/api/public/trip-card-pdf", { body });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json?.errors ?? {}).sort()).toEqual(["confirmTidalWithoutPorts", "engineHours", "mooringHours", "sailingHours"]);
    const ok = await fetchDocument(t.app, "POST", "/api/public/trip-card-pdf", { body: { ...body, sailingHours: "200", confirmTidalWithoutPorts: true } });
    expect(ok.status).toBe(200);
  });

  it("drops blank visited ports as the wizard does", async () => {
    const body = tripForm({ visitedPorts: [{ name: "", isTidalPort: true }] });
    const res = await fetchDocument(t.app, "POST", "/api/public/trip-card-pdf", { body });
    expect(res.status).toBe(200);
    expect(flat(await pdfText(res.bytes, { mode: "raw" }))).toContain(
      "Odwiedzone porty / Visited ports W tym liczba portów pływowych / Number of tidal ports 1",
    );
  });

  it("answers an invalid form with 422 and the wizard's Polish messages under the form's field names", async () => {
    const body = tripForm({
      yachtName: "",
      registrationNumber: " ",
      crewMembers: [crewMemberForm(0, { fullName: "", seasickness: "sometimes" })],
    });
    const res = await fetchDocument(t.app, "POST", "/api/public/trip-card-pdf", { body });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      success: false,
      message: "Formularz zawiera błędy",
      errors: {
        yachtName: ["Nazwa jachtu jest wymagana"],
        registrationNumber: ["Numer rejestracyjny jest wymagany"],
        "crewMembers.0.fullName": ["Imię i nazwisko członka załogi jest wymagane"],
        "crewMembers.0.seasickness": ["Wybierz wartość z listy"],
      },
    });
  });

  it("checks the dates' order like the wizard", async () => {
    const res = await fetchDocument(t.app, "POST", "/api/public/trip-card-pdf", { body: tripForm({ disembarkationDate: "2026-06-01" }) });
    expect(res.status).toBe(422);
    expect(res.json?.errors).toEqual({ disembarkationDate: ["Data wyokrętowania nie może być wcześniejsza niż data zaokrętowania"] });
  });

  it("answers in English when asked", async () => {
    const res = await fetchDocument(t.app, "POST", "/api/public/trip-card-pdf", { body: tripForm({ homePort: "" }), lang: "en" });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ success: false, errors: { homePort: ["Home port is required"] } });
  });

  it("answers an empty body with every required field and malformed JSON with 400", async () => {
    const empty = await fetchDocument(t.app, "POST", "/api/public/trip-card-pdf", { body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.json?.errors ?? {})).toEqual(
      expect.arrayContaining(["firstName", "lastName", "phone", "licenseType", "licenseNumber", "yachtName", "embarkationPort", "distance"]),
    );
    const res = await t.app.fetch(
      new Request("http://test/api/public/trip-card-pdf", { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: "Nieprawidłowe dane żądania: oczekiwano poprawnego JSON" });
  });

  it("is POST only", async () => {
    const res = await fetchDocument(t.app, "GET", "/api/public/trip-card-pdf");
    expect(res.status).toBe(405);
  });
});
