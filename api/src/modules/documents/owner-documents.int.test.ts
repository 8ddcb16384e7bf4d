// The PDFs of a saved trip: only its captain gets them (another captain: 404, no sign-in: 401),
// printed from the trips read model exactly like the public generator's form.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerCaptain, type TestApp } from "../../test/harness.ts";
import { givePremium, premiumCaptain } from "../../test/trips.ts";
import { stopRenderWorker } from "./renderer.ts";
import { fetchDocument } from "./test/fetch-document.ts";
import { flat, pdfPages, pdfText } from "./test/pdf-tools.ts";
import { crewMemberForm, tripForm } from "./test/sample-trip.ts";

type Saved = { id: string; crew_members: { id: string; name: string }[] };

let t: TestApp;
let owner: { token: string };
let other: { token: string };
let trip: Saved;

async function saveTrip(token: string, body: unknown): Promise<Saved> {
  const res = await t.rest<{ sailing_trip: Saved }>("POST", "/api/sailing-trips", { token, body });
  if (res.status !== 201) throw new Error(`trip not saved: ${JSON.stringify(res.body)}`);
  return res.body.sailing_trip;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await premiumCaptain(t, { name: "Józef Gąsienica" });
  other = await premiumCaptain(t, { name: "Inny Kapitan" });
  trip = await saveTrip(owner.token, tripForm({
    crewMembers: [crewMemberForm(0), crewMemberForm(1, { captainOpinion: "negative", seasickness: "severe" }), crewMemberForm(2)],
  }));
});
afterAll(async () => {
  await t.close();
  await stopRenderWorker();
});

const get = (path: string, token?: string) => fetchDocument(t.app, "GET", path, { token });

describe("GET /api/sailing-trips/{id}/voyage-card-pdf", () => {
  it("gives the owner the voyage card of the saved trip", async () => {
    const res = await get(`/api/sailing-trips/${trip.id}/voyage-card-pdf`, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain('inline; filename="Karta-rejsu-Zjawa-Zolta-2026-07-01-2026-07-15.pdf"');
    const text = flat(await pdfText(res.bytes, { mode: "raw" }));
    expect(text).toContain("Imię i nazwisko / Full name Józef Gąsienica-Łańcucki");
    expect(text).toContain("Porty odwiedzone / Visited ports Helgoland (04.07.2026 – 05.07.2026, pływowy / tidal), Ijmuiden (pływowy / tidal), Kilonia");
    expect(text).toContain("Liczba dni rejsu / Voyage days 14");
    expect(text).toContain("Liczba portów pływowych / Number of tidal ports 3");
    expect(text).toContain("Godziny żeglugi razem [h] / Hours underway, total 237,75");
    expect(text).toContain("4. Grzegorz Dąbrowski Żeglarz jachtowy (PZŻ) / Yacht Sailor, nr ŻJ-1002 Członek załogi / Crew member");
  });

  it("is not found for another captain, a deleted trip or an unknown id, and needs a sign-in", async () => {
    expect((await get(`/api/sailing-trips/${trip.id}/voyage-card-pdf`, other.token)).status).toBe(404);
    expect((await get(`/api/sailing-trips/${trip.id}/voyage-card-pdf`)).status).toBe(401);
    expect((await get("/api/sailing-trips/not-a-uuid/voyage-card-pdf", owner.token)).status).toBe(404);
    const gone = await saveTrip(owner.token, tripForm());
    expect((await t.rest("DELETE", `/api/sailing-trips/${gone.id}`, { token: owner.token })).status).toBe(200);
    const res = await get(`/api/sailing-trips/${gone.id}/voyage-card-pdf`, owner.token);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: "Nie znaleziono" });
  });
});

describe("GET /api/sailing-trips/{id}/crew/{crewId}/opinion-pdf", () => {
  it("gives the owner the opinion of one crew member, named after them", async () => {
    const member = trip.crew_members[1];
    const res = await get(`/api/sailing-trips/${trip.id}/crew/${member.id}/opinion-pdf`, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(
      'filename="Opinia-z-rejsu-Zofia-Sliwinska-Zjawa-Zolta-2026-07-01-2026-07-15.pdf"; filename*=UTF-8\'\'Opinia%20z%20rejsu%20-%20Zofia%20%C5%9Aliwi%C5%84ska',
    );
    expect(await pdfPages(res.bytes)).toBe(1);
    const text = flat(await pdfText(res.bytes, { mode: "raw" }));
    expect(text).toContain("UCZESTNIK REJSU Crew member Imię i nazwisko / Full name Zofia Śliwińska");
    expect(text).toContain("Opinia ogólna / Overall opinion negatywna / negative");
    expect(text).toContain("Choroba morska / Seasickness choroba morska poważna / seriously ill");
  });

  it("is not found for an unknown crew member or another captain", async () => {
    const member = trip.crew_members[0];
    expect((await get(`/api/sailing-trips/${trip.id}/crew/00000000-0000-4000-8000-000000000000/opinion-pdf`, owner.token)).status).toBe(404);
    expect((await get(`/api/sailing-trips/${trip.id}/crew/nobody/opinion-pdf`, owner.token)).status).toBe(404);
    expect((await get(`/api/sailing-trips/${trip.id}/crew/${member.id}/opinion-pdf`, other.token)).status).toBe(404);
    expect((await get(`/api/sailing-trips/${trip.id}/crew/${member.id}/opinion-pdf`)).status).toBe(401);
  });
});

describe("GET /api/sailing-trips/{id}/crew-opinions-pdf", () => {
  it("gives the owner every crew member's opinion in one PDF", async () => {
    const res = await get(`/api/sailing-trips/${trip.id}/crew-opinions-pdf`, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain('filename="Opinie-z-rejsu-Zjawa-Zolta-2026-07-01-2026-07-15.pdf"');
    expect(await pdfPages(res.bytes)).toBe(3);
    for (const [i, m] of trip.crew_members.entries()) {
      expect(flat(await pdfText(res.bytes, { first: i + 1, last: i + 1, mode: "raw" }))).toContain(`Full name ${m.name}`);
    }
  });

  it("is not found for a trip without crew or for another captain", async () => {
    const noCrew = await saveTrip(owner.token, tripForm({ crewMembers: [] }));
    expect((await get(`/api/sailing-trips/${noCrew.id}/crew-opinions-pdf`, owner.token)).status).toBe(404);
    expect((await get(`/api/sailing-trips/${trip.id}/crew-opinions-pdf`, other.token)).status).toBe(404);
    expect((await get(`/api/sailing-trips/${trip.id}/crew-opinions-pdf`)).status).toBe(401);
  });
});

describe("without Premium", () => {
  it("a captain whose subscription ended still prints the trips saved before (spec §6)", async () => {
    const captain = await registerCaptain(t, { name: "Były Premium" });
    await givePremium(t, captain.id, 1);
    const saved = await saveTrip(captain.token, tripForm());
    t.clock.advance(2 * 86_400_000);
    const login = await t.rest<{ token: string }>("POST", "/api/auth/login", { body: { email: captain.email, password: captain.password } });
    const token = login.body.token;
    expect((await t.rest("POST", "/api/sailing-trips", { token, body: tripForm() })).status).toBe(403);
    const res = await get(`/api/sailing-trips/${saved.id}/voyage-card-pdf`, token);
    expect(res.status).toBe(200);
    expect(res.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
