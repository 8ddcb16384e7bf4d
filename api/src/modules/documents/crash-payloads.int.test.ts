// Regression tests of the outside security test's crash: text with bidi controls (RIGHT-TO-LEFT
// OVERRIDE) made Typst panic and abort the whole server; a yacht name with an emoji at position 38
// broke every PDF of its trip. Now the forms refuse such text with a field message, stored trips
// that hold it still print, and a render child that dies costs one render (500), never the server.
// Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { premiumCaptain } from "../../test/trips.ts";
import { renderPoolStatus, stopRenderWorker } from "./renderer.ts";
import { fetchDocument } from "./test/fetch-document.ts";
import { flat, pdfText } from "./test/pdf-tools.ts";
import { crewMemberForm, tripForm } from "./test/sample-trip.ts";

const PAYLOADS = ["\u202eABC", "a\u200bb\u202eRTL\u202c"];
const REFUSED_PL = "Tekst zawiera niedozwolone znaki sterujące (np. znaki zmiany kierunku pisma lub znak NUL). Usuń je i spróbuj ponownie.";
const EMOJI_AT_38 = `${"Ż".repeat(38)}😀 jacht`;

let t: TestApp;
let captain: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  captain = await premiumCaptain(t);
});
afterAll(async () => {
  await t.close();
  await stopRenderWorker();
});

const healthy = async () => expect((await t.rest("GET", "/healthz")).status).toBe(200);

async function saveTrip(body: unknown) {
  const res = await t.rest<{ sailing_trip: { id: string; crew_members: { id: string }[] } }>("POST", "/api/sailing-trips", { token: captain.token, body });
  expect(res.status).toBe(201);
  return res.body.sailing_trip;
}

describe("the crash payloads", () => {
  it.each(PAYLOADS)("public generator: %j is refused with a field message and the server stays up", async (payload) => {
    const res = await fetchDocument(t.app, "POST", "/api/public/trip-card-pdf", {
      body: tripForm({ yachtName: payload, crewMembers: [crewMemberForm(0, { fullName: `Anna ${payload}` })] }),
    });
    expect(res.status).toBe(422);
    expect(res.json?.errors).toEqual({ yachtName: [REFUSED_PL], "crewMembers.0.fullName": [REFUSED_PL] });
    await healthy();
  });

  it.each(PAYLOADS)("saving a trip with %j is refused with a field message, in REST and GraphQL", async (payload) => {
    const rest = await t.rest<{ errors: Record<string, string[]> }>("POST", "/api/sailing-trips", {
      token: captain.token,
      lang: "en",
      body: tripForm({ yachtName: payload, captainNotes: `notes ${payload}` }),
    });
    expect(rest.status).toBe(422);
    expect(rest.body.errors).toMatchObject({ yacht_name: [expect.stringMatching(/control characters that are not allowed/)] });
    const gql = await t.gql(
      `mutation C($input: TripInput!) { createTrip(input: $input) { id } }`,
      { input: tripForm({ homePort: payload }) },
      { token: captain.token },
    );
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION_FAILED", fields: { homePort: REFUSED_PL } });
    await healthy();
  });

  it("a yacht name with an emoji at position 38 prints on the public card and on a saved trip's documents", async () => {
    const pub = await fetchDocument(t.app, "POST", "/api/public/trip-card-pdf", { body: tripForm({ yachtName: EMOJI_AT_38 }) });
    expect(pub.status).toBe(200);
    expect(flat(await pdfText(pub.bytes, { mode: "raw" }))).toContain("Ż".repeat(38));
    const saved = await saveTrip(tripForm({ yachtName: EMOJI_AT_38, crewMembers: [crewMemberForm(0)] }));
    for (const path of [`/api/sailing-trips/${saved.id}/voyage-card-pdf`, `/api/sailing-trips/${saved.id}/crew-opinions-pdf`]) {
      const res = await fetchDocument(t.app, "GET", path, { token: captain.token });
      expect(res.status, path).toBe(200);
      expect(res.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    }
  });

  it.each(PAYLOADS)("a trip stored with %j before the forms refused it still prints both PDFs", async (payload) => {
    const saved = await saveTrip(tripForm({ crewMembers: [crewMemberForm(0)] }));
    // As stored by an older version: straight into the read model the documents print from.
    await t.db.trip.update({
      where: { id: saved.id },
      data: { yachtName: `Zjawa ${payload}`, captainNotes: `Linia 1\n${payload}`, homePort: `Hel${payload}\u0007` },
    });
    await t.db.crewMember.update({ where: { id: saved.crew_members[0]?.id }, data: { fullName: `Anna ${payload}`, captainNotes: payload } });
    const card = await fetchDocument(t.app, "GET", `/api/sailing-trips/${saved.id}/voyage-card-pdf`, { token: captain.token });
    expect(card.status).toBe(200);
    const cardText = flat(await pdfText(card.bytes, { mode: "raw" }));
    // the text without its controls (a zero-width space may or may not survive text extraction)
    expect(cardText.replace(/\u200b/g, "")).toContain(`Zjawa ${payload.replace(/[\u200b\u202a-\u202e]/g, "")}`);
    const opinions = await fetchDocument(t.app, "GET", `/api/sailing-trips/${saved.id}/crew-opinions-pdf`, { token: captain.token });
    expect(opinions.status).toBe(200);
    expect(flat(await pdfText(opinions.bytes, { mode: "raw" }))).toContain("Anna");
    await healthy();
  });
});

describe("a render child that dies", () => {
  it("costs that render a 500 with the usual message; the server stays up and the next PDF prints", async () => {
    const saved = await saveTrip(tripForm({ crewMembers: Array.from({ length: 40 }, (_, i) => crewMemberForm(i)) }));
    const path = `/api/sailing-trips/${saved.id}/crew-opinions-pdf`;
    let killed: Awaited<ReturnType<typeof fetchDocument>> | null = null;
    for (let attempt = 0; attempt < 20 && !killed; attempt++) {
      const pending = fetchDocument(t.app, "GET", path, { token: captain.token });
      let done = false;
      void pending.finally(() => (done = true));
      let victim: number | undefined;
      while (!done && victim === undefined) {
        victim = renderPoolStatus().busyPids[0];
        if (victim === undefined) await new Promise((r) => setTimeout(r, 2));
      }
      if (victim !== undefined) process.kill(victim, "SIGKILL");
      const res = await pending;
      if (victim !== undefined) killed = res;
    }
    expect(killed?.status).toBe(500);
    expect(killed?.json).toMatchObject({ success: false, message: "Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie." });
    await healthy();
    const next = await fetchDocument(t.app, "GET", path, { token: captain.token });
    expect(next.status).toBe(200);
  });
});
