// Sea time over the API on a real database: given a captain's trips (created, started, cancelled,
// deleted through the API), the totals equal sums computed here independently from what was typed;
// only trips that happened count; filters, marks, GraphQL and who may ask.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerCaptain, type TestApp } from "../../test/harness.ts";
import { premiumCaptain, staffToken, tripForm } from "../../test/trips.ts";
import { type TripFormData } from "../../../../validation/trip.ts";
import { savePayload } from "../../test/save-payload.ts";
import { prng } from "../../test/prng.ts";
import { first, must } from "../../../../validation/must.ts";

type Totals = {
  voyages: number;
  days: number;
  hours_underway: number;
  hours_sail: number;
  hours_engine: number;
  hours_tidal: number;
  hours_moored: number;
  miles: number;
  tidal_ports: number;
};
type Requirement = { key: string; done: number; required: number; unit: string; met: boolean; status: string; trip_ids: string[]; unmarked_trip_ids: string[] };
type SeaTimeBody = {
  success: boolean;
  totals: Totals & { largest_yacht: { name: string; hull_length: number } | null };
  per_year: (Totals & { year: number })[];
  licences: { code: string; name: string; met: boolean; status: string; requirements: Requirement[] }[];
  trips: { id: string; days: number; status: string; marks: Record<string, unknown> }[];
  available: { years: number[]; yachts: { registration_number: string; name: string; voyages: number }[] };
};

let t: TestApp;
let captain: { token: string; id: string };
/** What the captain typed, for the trips that must count, with their expected days. */
const counted: { id: string; form: TripFormData; days: number; year: number }[] = [];
const ids: Record<string, string> = {};

async function create(token: string, form: TripFormData): Promise<string> {
  const res = await t.rest<{ sailing_trip: { id: string; status: string } }>("POST", "/api/sailing-trips", { token, body: savePayload(form) });
  if (res.status !== 201)
    throw new Error(
      `create failed ${res.status}: ${JSON.stringify(res.body)} for ${form.embarkationDate}–${form.disembarkationDate} ${form.sailingHours}/${form.engineHours}/${form.mooringHours}`,
    );
  return res.body.sailing_trip.id;
}

async function setStatus(token: string, id: string, status: string) {
  const res = await t.rest("PATCH", `/api/sailing-trips/${id}/status`, { token, body: { status } });
  if (res.status !== 200) throw new Error(`status failed: ${JSON.stringify(res.body)}`);
}

/** Float sums rounded once at the end: independent of the API's integer arithmetic. */
const num = (v: string) => Number(v.replace(",", "."));
const round = (n: number) => Math.round(n * 10_000) / 10_000;

function expectedTotals(rows: typeof counted) {
  const add = (f: (r: (typeof counted)[number]) => number) => round(rows.reduce((s, r) => s + f(r), 0));
  return {
    voyages: rows.length,
    days: rows.reduce((s, r) => s + r.days, 0),
    hours_underway: add((r) => num(r.form.sailingHours) + num(r.form.engineHours)),
    hours_sail: add((r) => num(r.form.sailingHours)),
    hours_engine: add((r) => num(r.form.engineHours)),
    hours_tidal: add((r) => num(r.form.tidalHours)),
    hours_moored: add((r) => num(r.form.mooringHours)),
    miles: add((r) => num(r.form.distance)),
    tidal_ports: rows.reduce(
      (s, r) =>
        s +
        (r.form.isEmbarkationTidalPort ? 1 : 0) +
        (r.form.isDisembarkationTidalPort ? 1 : 0) +
        r.form.visitedPorts.filter((p) => p.name && p.isTidalPort).length,
      0,
    ),
  };
}

const seaTime = (query = "", token = captain.token, lang?: string) => t.rest<SeaTimeBody>("GET", `/api/sea-time${query}`, { token, lang });

beforeAll(async () => {
  t = await createTestApp(); // clock: 2026-06-01
  captain = await premiumCaptain(t);
  const rnd = prng(20);
  const decimal = (max: number) => {
    const v = (Math.floor(rnd() * max * 100) / 100).toFixed(2);
    return rnd() < 0.3 ? v.replace(".", ",") : v; // the captain types commas too
  };
  const yachts = [
    ["Zawisza", "POL-1234", "12.5"],
    ["Dar Młodzieży", "POL 2020", "108.8"],
    ["Szkwał", "GDY-7", "7.5"],
  ];
  for (let i = 0; i < 24; i++) {
    const year = 2023 + (i % 3);
    const start = `${year}-0${1 + Math.floor(rnd() * 9)}-1${Math.floor(rnd() * 9)}`;
    const length = Math.floor(rnd() * 12);
    const end = new Date(Date.parse(`${start}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10);
    const [yachtName, registrationNumber, hullLength] = must(yachts[i % 3]);
    // hours that fit the voyage (sailing + engine + mooring ≤ days × 24, tidal ≤ sailing) with 2 decimals
    const hours = (length + 1) * 24;
    const sailingHours = decimal(hours * 0.5);
    const form = tripForm({
      yachtName,
      registrationNumber,
      hullLength,
      embarkationDate: start,
      disembarkationDate: end,
      sailingHours,
      engineHours: decimal(hours * 0.1),
      mooringHours: decimal(hours * 0.35),
      tidalHours: decimal(Math.min(5, num(sailingHours))),
      distance: decimal(600),
      confirmTidalWithoutPorts: true,
      isEmbarkationTidalPort: rnd() < 0.3,
      isDisembarkationTidalPort: rnd() < 0.3,
      visitedPorts: [
        { name: "Bornholm", isTidalPort: rnd() < 0.5 },
        { name: "", isTidalPort: true },
      ],
    });
    counted.push({ id: await create(captain.token, form), form, days: length + 1, year });
  }
  // In progress since 28 May until 10 June: counts 5 days (28.05–01.06), its hours as typed so far.
  const running = tripForm({
    embarkationDate: "2026-05-28",
    disembarkationDate: "2026-06-10",
    sailingHours: "20.5",
    engineHours: "3",
    mooringHours: "40",
    distance: "88.8",
  });
  ids.running = await create(captain.token, running);
  await setStatus(captain.token, ids.running, "in_progress");
  counted.push({ id: ids.running, form: running, days: 5, year: 2026 });
  // Never counted: planned, cancelled, deleted, and "in progress" before it has begun.
  ids.planned = await create(captain.token, tripForm({ embarkationDate: "2026-07-01", disembarkationDate: "2026-07-10", sailingHours: "120" }));
  ids.cancelled = await create(captain.token, tripForm({ embarkationDate: "2026-07-01", disembarkationDate: "2026-07-10", sailingHours: "120" }));
  await setStatus(captain.token, ids.cancelled, "cancelled");
  ids.deleted = await create(
    captain.token,
    tripForm({ embarkationDate: "2024-03-01", disembarkationDate: "2024-03-02", sailingHours: "30", mooringHours: "5" }),
  );
  expect((await t.rest("DELETE", `/api/sailing-trips/${ids.deleted}`, { token: captain.token })).status).toBe(200);
  ids.notStarted = await create(captain.token, tripForm({ embarkationDate: "2026-06-05", disembarkationDate: "2026-06-12", sailingHours: "80" }));
  await setStatus(captain.token, ids.notStarted, "in_progress");
  // Another captain's trips never show.
  const other = await premiumCaptain(t);
  await create(other.token, tripForm({ embarkationDate: "2024-03-01", disembarkationDate: "2024-03-02", sailingHours: "30", mooringHours: "5" }));
});
afterAll(() => t.close());

describe("GET /api/sea-time", () => {
  it("answers the totals as numbers equal to sums of what was typed, over the trips that happened only", async () => {
    const res = await seaTime();
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.totals).toMatchObject(expectedTotals(counted));
    expect(res.body.totals.largest_yacht).toEqual({ name: "Dar Młodzieży", registration_number: "POL 2020", hull_length: 108.8 });
    const tripIds = res.body.trips.map((tr) => tr.id);
    expect(tripIds.sort()).toEqual(counted.map((c) => c.id).sort());
    for (const never of [ids.planned, ids.cancelled, ids.deleted, ids.notStarted]) expect(tripIds).not.toContain(never);
    expect(res.body.trips.find((tr) => tr.id === ids.running)).toMatchObject({ status: "in_progress", days: 5 });
    expect(typeof res.body.totals.hours_underway).toBe("number");
  });

  it("answers per year, oldest first, each equal to its own independent sums", async () => {
    const res = await seaTime();
    expect(res.body.per_year.map((y) => y.year)).toEqual([2023, 2024, 2025, 2026]);
    for (const y of res.body.per_year) expect(y).toMatchObject({ year: y.year, ...expectedTotals(counted.filter((c) => c.year === y.year)) });
  });

  it("filters by years, yacht (registration number, spaces and case ignored) and status", async () => {
    const years = await seaTime("?year=2023&year=2025");
    expect(years.body.totals).toMatchObject(expectedTotals(counted.filter((c) => c.year === 2023 || c.year === 2025)));
    expect((await seaTime("?year=2023,2025")).body.totals).toEqual(years.body.totals);
    const yacht = await seaTime("?yacht=pol2020");
    expect(yacht.body.totals).toMatchObject(expectedTotals(counted.filter((c) => c.form.registrationNumber === "POL 2020")));
    const running = await seaTime("?status=in_progress");
    expect(running.body.totals).toMatchObject({ voyages: 1, days: 5, hours_underway: 23.5 });
    expect((await seaTime("?status=completed")).body.totals.voyages).toBe(24);
    // the choices stay the whole set
    expect(yacht.body.available.years).toEqual([2026, 2025, 2024, 2023]);
    expect(yacht.body.available.yachts.map((y) => [y.registration_number, y.voyages])).toEqual([
      ["POL 2020", 8],
      ["GDY-7", 8],
      ["POL-1234", 9],
    ]);
  });

  it("refuses filters that cannot count, in the caller's language", async () => {
    const cancelled = await seaTime("?status=cancelled");
    expect(cancelled.status).toBe(422);
    expect(cancelled.body).toMatchObject({ success: false, errors: { status: ["Liczą się tylko rejsy zakończone (completed) i trwające (in_progress)"] } });
    const year = await seaTime("?year=dwa", captain.token, "en");
    expect(year.status).toBe(422);
    expect(year.body).toMatchObject({ errors: { year: ["Give the year as a number from 1900 to 2200"] } });
  });

  it("shows the licences with their requirements; sea voyages are 'unknown' until the captain marks them", async () => {
    const res = await seaTime();
    expect(res.body.licences.map((l) => l.code)).toEqual(["pzz-jsm", "pzz-kj", "rya-coastal", "rya-offshore"]);
    const jsm = must(res.body.licences[0]);
    expect(jsm).toMatchObject({ name: "Jachtowy sternik morski (PZŻ)", met: false, status: "unknown" });
    expect(jsm.requirements.map((r) => [r.key, r.done, r.required, r.unit, r.status])).toEqual([
      ["sea_voyages", 0, 2, "voyages", "unknown"],
      ["hours_underway", 0, 200, "h", "unknown"],
    ]);
    expect(jsm.requirements[0]?.unmarked_trip_ids.length).toBe(25);
    const en = await seaTime("", captain.token, "en");
    expect(en.body.licences[1]?.name).toBe("Yacht captain (PZŻ)");
  });

  it("only a captain asks: 401 without a sign-in, 403 for staff", async () => {
    expect((await t.rest("GET", "/api/sea-time")).status).toBe(401);
    const staff = await staffToken(t);
    expect((await seaTime("", staff.token)).status).toBe(403);
  });

  it("counts nothing for a captain without trips", async () => {
    const fresh = await registerCaptain(t);
    const res = await seaTime("", fresh.token);
    expect(res.body.totals).toMatchObject({ voyages: 0, days: 0, hours_underway: 0, miles: 0, largest_yacht: null });
    expect(res.body.per_year).toEqual([]);
    expect(res.body.licences[0]?.requirements[0]).toMatchObject({ done: 0, status: "missing" });
  });
});

describe("the captain's marks", () => {
  it("PUT /api/sea-time/marks/{tripId} stores them; the licence progress counts the marked trips", async () => {
    const [a, b] = first(counted, 2);
    const put = (id: string, body: unknown, token = captain.token) =>
      t.rest<{ success: boolean; marks: Record<string, unknown>; errors?: unknown }>("PUT", `/api/sea-time/marks/${id}`, { token, body });
    const res = await put(a.id, { sea_voyage: true, in_command: true, night_hours: "2,5", passages_over_60: 1 });
    expect(res.status).toBe(200);
    expect(res.body.marks).toEqual({ sea_voyage: true, in_command: true, night_hours: 2.5, passages_over_60: 1 });
    await put(b.id, { sea_voyage: false });
    const jsm = must((await seaTime()).body.licences[0]);
    expect(jsm.requirements[0]).toMatchObject({ done: 1, trip_ids: [a.id], status: "unknown" });
    expect(jsm.requirements[0]?.unmarked_trip_ids).not.toContain(b.id);
    expect(jsm.requirements[1]?.done).toBe(round(num(a.form.sailingHours) + num(a.form.engineHours)));
    const trip = (await seaTime()).body.trips.find((tr) => tr.id === a.id)!;
    expect(trip.marks).toEqual({ sea_voyage: true, in_command: true, night_hours: 2.5, passages_over_60: 1 });
  });

  it("refuses night hours beyond the trip's hours underway, and another captain's or an unknown trip is not found", async () => {
    const a = must(counted[2]);
    const res = await t.rest<{ errors: Record<string, string[]> }>("PUT", `/api/sea-time/marks/${a.id}`, {
      token: captain.token,
      body: { night_hours: "100000" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ night_hours: ["Godzin nocnych nie może być więcej niż godzin żeglugi tego rejsu"] });
    const other = await premiumCaptain(t);
    expect((await t.rest("PUT", `/api/sea-time/marks/${a.id}`, { token: other.token, body: { sea_voyage: true } })).status).toBe(404);
    expect((await t.rest("PUT", `/api/sea-time/marks/${ids.deleted}`, { token: captain.token, body: { sea_voyage: true } })).status).toBe(404);
    expect((await t.rest("PUT", "/api/sea-time/marks/not-a-uuid", { token: captain.token, body: { sea_voyage: true } })).status).toBe(404);
    expect(await t.db.seaTimeMark.count({ where: { tripId: a.id } })).toBe(0);
  });

  it("marks survive a rebuild of the read model", async () => {
    const { rebuildReadModel } = await import("../trips/trip.projection.ts");
    const before = (await seaTime()).body;
    await rebuildReadModel(t.db);
    expect((await seaTime()).body).toEqual(before);
  });
});

describe("GraphQL seaTime", () => {
  const QUERY = `query S($years: [Int!], $yacht: String, $status: [SeaTimeStatus!]) {
    seaTime(years: $years, yacht: $yacht, status: $status) {
      totals { voyages days hoursUnderway hoursSail hoursEngine hoursTidal hoursMoored miles tidalPorts }
      perYear { year totals { voyages hoursUnderway miles } }
      licences { code name met status requirements { key label done required unit status tripIds } }
      trips { id days marks { seaVoyage } }
      availableYears
    }
  }`;
  type Gql = {
    seaTime: {
      totals: Record<string, number>;
      perYear: { year: number; totals: Record<string, number> }[];
      licences: { code: string; requirements: { label: string; done: number }[] }[];
      trips: { id: string }[];
      availableYears: number[];
    };
  };

  it("gives the same numbers as REST, with the same filters", async () => {
    const rest = (await seaTime("?year=2024&yacht=POL-1234")).body;
    const res = await t.gql<Gql>(QUERY, { years: [2024], yacht: "POL-1234" }, { token: captain.token, lang: "en" });
    expect(res.errors).toBeUndefined();
    const g = res.data!.seaTime;
    expect(g.totals).toEqual({
      voyages: rest.totals.voyages,
      days: rest.totals.days,
      hoursUnderway: rest.totals.hours_underway,
      hoursSail: rest.totals.hours_sail,
      hoursEngine: rest.totals.hours_engine,
      hoursTidal: rest.totals.hours_tidal,
      hoursMoored: rest.totals.hours_moored,
      miles: rest.totals.miles,
      tidalPorts: rest.totals.tidal_ports,
    });
    expect(g.perYear.map((y) => [y.year, y.totals.hoursUnderway])).toEqual(rest.per_year.map((y) => [y.year, y.hours_underway]));
    expect(g.trips.map((tr) => tr.id)).toEqual(rest.trips.map((tr) => tr.id));
    expect(g.licences[1]?.requirements[2]?.label).toBe("Hours in sole command of a yacht over 7.5 m");
    const pl = await t.gql<Gql>(QUERY, {}, { token: captain.token });
    expect(pl.data!.seaTime.licences[1]?.requirements[2]?.label).toBe("Godziny samodzielnego prowadzenia jachtu o długości ponad 7,5 m");
  });

  it("marks trips as sea voyages in bulk and sets one trip's marks; scope captain only", async () => {
    const some = counted.slice(3, 6).map((c) => c.id);
    const bulk = await t.gql<{ markSeaVoyages: number }>(
      `mutation M($ids: [ID!]!) { markSeaVoyages(tripIds: $ids, seaVoyage: true) }`,
      { ids: some },
      { token: captain.token },
    );
    expect(bulk.data?.markSeaVoyages).toBe(3);
    const set = await t.gql<{ setSeaTimeMarks: { marks: { inCommand: boolean; nightHours: number } } }>(
      `mutation M($id: ID!) { setSeaTimeMarks(tripId: $id, input: { seaVoyage: true, inCommand: false, nightHours: "1.25" }) { tripId marks { inCommand nightHours } message } }`,
      { id: some[0] },
      { token: captain.token },
    );
    expect(set.data?.setSeaTimeMarks.marks).toEqual({ inCommand: false, nightHours: 1.25 });
    const other = await premiumCaptain(t);
    const foreign = await t.gql(`mutation M($ids: [ID!]!) { markSeaVoyages(tripIds: $ids, seaVoyage: true) }`, { ids: some }, { token: other.token });
    expect(foreign.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const anon = await t.gql(QUERY, {});
    expect(anon.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
