// The PDFs of a saved trip: only its captain gets them (another captain: 404, no sign-in: 401),
// printed from the trips read model exactly like the public generator's form, in the language of
// `?lang=`; the whole set in one file; a trip stored before the form's rules still prints.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tripSchema } from "../../../../validation/trip.ts";
import { createTestApp, registerCaptain, type TestApp } from "../../test/harness.ts";
import { givePremium, premiumCaptain } from "../../test/trips.ts";
import { decide } from "../trips/trip.decider.ts";
import { foldEvents } from "../trips/trip.events.ts";
import { project } from "../trips/trip.projection.ts";
import { appendToStream } from "../trips/trip.store.ts";
import { assignIds } from "../trips/trips.service.ts";
import { stopRenderWorker } from "./renderer.ts";
import { fetchDocument } from "./test/fetch-document.ts";
import { flat, pdfPages, pdfText } from "./test/pdf-tools.ts";
import { crewMemberForm, tripForm } from "./test/sample-trip.ts";
import { must } from "../../../../validation/must.ts";

type Saved = { id: string; crew_members: { id: string; name: string }[] };

let t: TestApp;
let owner: { token: string; id: string };
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
  trip = await saveTrip(
    owner.token,
    tripForm({
      crewMembers: [crewMemberForm(0), crewMemberForm(1, { captainOpinion: "negative", seasickness: "severe" }), crewMemberForm(2)],
    }),
  );
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
    expect(text).toContain("Imię i nazwisko / Name & surname Józef Gąsienica-Łańcucki");
    expect(text).toContain("Odwiedzone porty / Visited ports Helgoland (04–05.07.2026, pływowy / tidal), Ijmuiden (pływowy / tidal), Kilonia");
    expect(text).toContain("W tym liczba portów pływowych / Number of tidal ports 3 Liczba dni rejsu / Number of cruise days 14");
    expect(text).toContain("237,75 201,5 36,25 74 98 842,5");
    expect(text).toContain("4. Grzegorz Dąbrowski Żeglarz jachtowy / Yacht Sailor (PZŻ), nr ŻJ-1002 Członek załogi / Crew member");
  });

  it("prints in the language asked for, named in it, and refuses an unknown language", async () => {
    const pl = await get(`/api/sailing-trips/${trip.id}/voyage-card-pdf?lang=pl`, owner.token);
    expect(pl.status).toBe(200);
    const plText = flat(await pdfText(pl.bytes, { mode: "raw" }));
    expect(plText).toContain("Imię i nazwisko Józef Gąsienica-Łańcucki");
    expect(plText).not.toContain("Name & surname");
    const en = await get(`/api/sailing-trips/${trip.id}/voyage-card-pdf?lang=en`, owner.token);
    expect(en.headers.get("content-disposition")).toContain('filename="Voyage-card-Zjawa-Zolta-2026-07-01-2026-07-15.pdf"');
    const enText = flat(await pdfText(en.bytes, { mode: "raw" }));
    expect(enText).toContain("Name & surname Józef Gąsienica-Łańcucki");
    expect(enText).toContain("237.75 201.5 36.25 74 98 842.5");
    const bad = await fetchDocument(t.app, "GET", `/api/sailing-trips/${trip.id}/voyage-card-pdf?lang=de`, { token: owner.token, lang: "en" });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ success: false, message: "Unknown document language (allowed: pl, en, pl-en)" });
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
    const member = must(trip.crew_members[1]);
    const res = await get(`/api/sailing-trips/${trip.id}/crew/${member.id}/opinion-pdf`, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(
      "filename=\"Opinia-z-rejsu-Zofia-Sliwinska-Zjawa-Zolta-2026-07-01-2026-07-15.pdf\"; filename*=UTF-8''Opinia%20z%20rejsu%20-%20Zofia%20%C5%9Aliwi%C5%84ska",
    );
    expect(await pdfPages(res.bytes)).toBe(1);
    const text = flat(await pdfText(res.bytes, { mode: "raw" }));
    expect(text).toContain("Information about cruise participant Imię i nazwisko / Name & surname Zofia Śliwińska");
    expect(text).toContain("Opinia / Opinion ☐ pozytywna / positive ☒ negatywna / negative");
    expect(text).toContain("Chorobie morskiej / Seasickness ☐ nie podlegał(a) / none ☒ chorował(a) ciężko / seriously ill");
    const en = flat(await pdfText((await get(`/api/sailing-trips/${trip.id}/crew/${member.id}/opinion-pdf?lang=en`, owner.token)).bytes, { mode: "raw" }));
    expect(en).toContain("Opinion ☐ positive ☒ negative");
  });

  it("is not found for an unknown crew member or another captain", async () => {
    const member = must(trip.crew_members[0]);
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
      expect(flat(await pdfText(res.bytes, { first: i + 1, last: i + 1, mode: "raw" }))).toContain(`Name & surname ${m.name}`);
    }
  });

  it("is not found for a trip without crew or for another captain", async () => {
    const noCrew = await saveTrip(owner.token, tripForm({ crewMembers: [] }));
    expect((await get(`/api/sailing-trips/${noCrew.id}/crew-opinions-pdf`, owner.token)).status).toBe(404);
    expect((await get(`/api/sailing-trips/${trip.id}/crew-opinions-pdf`, other.token)).status).toBe(404);
    expect((await get(`/api/sailing-trips/${trip.id}/crew-opinions-pdf`)).status).toBe(401);
  });
});

describe("GET /api/sailing-trips/{id}/documents-pdf", () => {
  it("gives the owner the voyage card and every opinion in one file, each numbered on its own", async () => {
    const res = await get(`/api/sailing-trips/${trip.id}/documents-pdf?lang=pl-en`, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain('filename="Dokumenty-rejsu-Zjawa-Zolta-2026-07-01-2026-07-15.pdf"');
    const opinions = await pdfPages((await get(`/api/sailing-trips/${trip.id}/crew-opinions-pdf`, owner.token)).bytes);
    expect(await pdfPages(res.bytes)).toBe(1 + opinions);
    expect(flat(await pdfText(res.bytes, { first: 1, last: 1, mode: "raw" }))).toContain("KARTA REJSU");
    for (const [i, m] of trip.crew_members.entries()) {
      const page = flat(await pdfText(res.bytes, { first: i + 2, last: i + 2, mode: "raw" }));
      expect(page).toContain(`Name & surname ${m.name}`);
      expect(page).toContain("Strona 1 z 1 / Page 1 of 1");
    }
  });

  it("prints a trip without crew as the voyage card alone", async () => {
    const noCrew = await saveTrip(owner.token, tripForm({ crewMembers: [] }));
    const res = await get(`/api/sailing-trips/${noCrew.id}/documents-pdf`, owner.token);
    expect(res.status).toBe(200);
    expect(await pdfPages(res.bytes)).toBe(1);
  });

  it("follows the other owner endpoints: 404 for another captain, a deleted trip or a bad id; 401 without a sign-in; 400 for a bad language", async () => {
    expect((await get(`/api/sailing-trips/${trip.id}/documents-pdf`, other.token)).status).toBe(404);
    expect((await get(`/api/sailing-trips/${trip.id}/documents-pdf`)).status).toBe(401);
    expect((await get("/api/sailing-trips/not-a-uuid/documents-pdf", owner.token)).status).toBe(404);
    expect((await get(`/api/sailing-trips/${randomUUID()}/documents-pdf`, owner.token)).status).toBe(404);
    const gone = await saveTrip(owner.token, tripForm());
    expect((await t.rest("DELETE", `/api/sailing-trips/${gone.id}`, { token: owner.token })).status).toBe(200);
    expect((await get(`/api/sailing-trips/${gone.id}/documents-pdf`, owner.token)).status).toBe(404);
    expect((await get(`/api/sailing-trips/${trip.id}/documents-pdf?lang=xx`, owner.token)).status).toBe(400);
  });
});

describe("a trip stored before the form's rules", () => {
  it("prints as stored: more decimals, hours over the voyage, port dates outside it", async () => {
    const tripId = randomUUID();
    const valid = assignIds(tripSchema.parse(tripForm({ crewMembers: [crewMemberForm(0)] })), null, randomUUID);
    const legacy = {
      ...valid,
      sailingHours: "500.125",
      engineHours: "0.125",
      tidalHours: "900",
      visitedPorts: [{ ...must(valid.visitedPorts[0]), arrivalDate: "2026-09-01", departureDate: "2026-08-01" }],
    };
    await t.db.$transaction(async (tx) => {
      const metadata = { actorId: owner.id, actorRole: "captain" as const, requestId: "legacy", occurredAt: t.clock.now().toISOString() };
      const events = decide({ type: "CreateTrip", data: { tripId, trip: legacy }, metadata }, null);
      await appendToStream(tx, tripId, 0, events);
      await project(tx, null, foldEvents(events)!, events);
    });
    const card = await get(`/api/sailing-trips/${tripId}/documents-pdf`, owner.token);
    expect(card.status).toBe(200);
    const text = flat(await pdfText(card.bytes, { mode: "raw" }));
    expect(text).toContain("500,25 500,125 0,125 900 98 842,5");
    expect(text).toContain("Helgoland (01.09.–01.08.2026, pływowy / tidal)");
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
