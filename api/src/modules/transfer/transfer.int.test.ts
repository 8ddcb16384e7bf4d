// The captain's data out and in, on a real database: CSV and JSON export of the trips, the account
// archive, and the import (preview, per-row errors, duplicates, limits, Premium) — including the
// round trip: export → import into a new account → equal sea-time totals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerCaptain, type TestApp } from "../../test/harness.ts";
import { premiumCaptain, seedTrips, tripForm } from "../../test/trips.ts";
import { MAX_TRIPS_PER_CAPTAIN, type TripFormData } from "../../../../validation/trip.ts";
import { savePayload } from "../../test/save-payload.ts";
import { parseCsv } from "./csv.ts";
import { CSV_COLUMNS } from "./trips-csv.ts";
import { must } from "../../../../validation/must.ts";

let t: TestApp;
let owner: { token: string; id: string };

type Row = { row: number; status: string; errors: Record<string, string[]>; message: string | null; trip_id: string | null };
type ImportBody = { success: boolean; message: string; summary: Record<string, number>; rows: Row[]; errors?: Record<string, string[]> };

async function create(token: string, form: TripFormData) {
  const res = await t.rest<{ sailing_trip: { id: string } }>("POST", "/api/sailing-trips", { token, body: savePayload(form) });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.sailing_trip.id;
}

async function download(path: string, token = owner.token) {
  const res = await t.app.fetch(new Request(`http://test${path}`, { headers: { authorization: `Bearer ${token}` } }));
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
const text = (b: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(b);

async function upload(
  token: string | undefined,
  file: { name: string; body: string | Uint8Array; type?: string } | null,
  opts: { dryRun?: boolean; lang?: string } = {},
) {
  const form = new FormData();
  if (file) form.append("file", new Blob([typeof file.body === "string" ? file.body : new Uint8Array(file.body)], { type: file.type ?? "" }), file.name);
  const res = await t.app.fetch(
    new Request(`http://test/api/sailing-trips/import${opts.dryRun ? "?dry_run=true" : ""}`, {
      method: "POST",
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(opts.lang ? { "accept-language": opts.lang } : {}) },
      body: form,
    }),
  );
  return { status: res.status, body: (await res.json()) as ImportBody };
}

/** The sea-time totals and years (the licences name trip ids, which differ between accounts). */
const totals = async (token: string) => {
  const { totals: all, per_year } = (await t.rest<{ totals: Record<string, unknown>; per_year: unknown[] }>("GET", "/api/sea-time", { token })).body;
  return { totals: all, per_year };
};

const crew = must(tripForm().crewMembers[0]);
const forms: TripFormData[] = [
  tripForm({
    yachtName: "Zjawa Żółta",
    registrationNumber: "POL-1234",
    embarkationDate: "2024-07-01",
    disembarkationDate: "2024-07-14",
    sailingHours: "201,5",
    engineHours: "36.25",
    tidalHours: "74",
    mooringHours: "98",
    distance: "842.5",
    visitedPorts: [
      { name: "Helgoland", isTidalPort: true, arrivalDate: "2024-07-04", departureDate: "2024-07-05" },
      { name: "Kilonia; Holtenau", isTidalPort: false },
    ],
    crewMembers: [crew, { ...crew, fullName: "Łukasz Źdźbło", role: "_other", otherRole: "Kuk", licenseType: "_other", otherLicense: "IYT Bareboat" }],
  }),
  tripForm({
    yachtName: "Dar Młodzieży",
    registrationNumber: "POL 2020",
    hullLength: "108.8",
    embarkationDate: "2025-05-01",
    disembarkationDate: "2025-05-04",
    sailingHours: "40",
    engineHours: "8",
    mooringHours: "48",
    distance: "210",
    visitedPorts: [],
    crewMembers: [],
    email: "",
    logbookNumber: "",
    captainNotes: 'Cytat "z";średnikiem\ni nową linią',
    phone: "+48 600 100 200",
  }),
  tripForm({
    yachtName: '=HYPERLINK("evil")',
    embarkationDate: "2023-08-10",
    disembarkationDate: "2023-08-10",
    sailingHours: "0.01",
    engineHours: "0",
    mooringHours: "0",
    distance: "0,5",
  }),
];

beforeAll(async () => {
  t = await createTestApp();
  owner = await premiumCaptain(t);
  for (const f of forms) await create(owner.token, f);
  const deleted = await create(
    owner.token,
    tripForm({ yachtName: "Usunięty", embarkationDate: "2022-01-01", disembarkationDate: "2022-01-02", sailingHours: "20", mooringHours: "10" }),
  );
  await t.rest("DELETE", `/api/sailing-trips/${deleted}`, { token: owner.token });
});
afterAll(() => t.close());

describe("GET /api/sailing-trips/export", () => {
  it("answers CSV for Excel: BOM, `;`, the documented columns, one row per trip, decimal commas, Polish letters", async () => {
    const res = await download("/api/sailing-trips/export?format=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="zeglog-rejsy-2026-06-01.csv"');
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parseCsv(text(res.bytes));
    expect(records[0]?.fields).toEqual([...CSV_COLUMNS]);
    expect(records).toHaveLength(4); // header + 3 live trips, oldest first; the deleted one is not exported
    const rows = records.slice(1).map((r) => Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, r.fields[i]])));
    expect(rows.map((r) => r.yacht_name)).toEqual(['\'=HYPERLINK("evil")', "Zjawa Żółta", "Dar Młodzieży"]);
    expect(rows[1]).toMatchObject({
      embarkation_date: "2024-07-01",
      days_on_board: "14",
      sailing_hours: "201,5",
      engine_hours: "36,25",
      hours_underway: "237,75",
      distance: "842,5",
      visited_ports: "Helgoland* @2024-07-04/2024-07-05; Kilonia\\; Holtenau",
      embarkation_tidal: "nie",
      disembarkation_tidal: "tak",
      status: "completed",
      captain_phone: "'+48 600 100 200",
    });
    expect(JSON.parse(must(rows[1]?.crew_members))).toHaveLength(2);
    expect(rows[2]?.captain_notes).toBe('Cytat "z";średnikiem\ni nową linią');
    expect(text(res.bytes)).toContain('"Cytat ""z"";średnikiem\ni nową linią"');
  });

  it("answers JSON in the REST trip shape, equal to the list's", async () => {
    const res = await download("/api/sailing-trips/export?format=json");
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = JSON.parse(text(res.bytes)) as { format: string; sailing_trips: { id: string }[] };
    expect(body.format).toBe("zeglog.sailing-trips");
    const list = await t.rest<{ sailing_trips: { id: string }[] }>("GET", "/api/sailing-trips?order=asc", { token: owner.token });
    const byId = new Map(list.body.sailing_trips.map((s) => [s.id, s]));
    expect(body.sailing_trips.map((s) => s)).toEqual(body.sailing_trips.map((s) => byId.get(s.id)));
  });

  it("is the captain's own: empty for another captain, 401 without a sign-in, 400 for an unknown format", async () => {
    const other = await registerCaptain(t);
    expect(parseCsv(text((await download("/api/sailing-trips/export?format=csv", other.token)).bytes))).toHaveLength(1);
    expect((await t.app.fetch(new Request("http://test/api/sailing-trips/export"))).status).toBe(401);
    expect((await download("/api/sailing-trips/export?format=xml")).status).toBe(400);
  });
});

describe("GET /api/account/export", () => {
  it("is one JSON archive: account, profile, yachts, marks, and every trip with its event history (deleted ones too)", async () => {
    await t.rest("POST", "/api/yachts", {
      token: owner.token,
      body: { name: "Zjawa", registration_number: "POL-9", home_port: "Gdynia", hull_length: "9.5", engines_count: "1", engine_power: "20" },
    });
    const res = await download("/api/account/export");
    expect(res.status).toBe(200);
    type Archive = {
      account: Record<string, unknown>;
      yachts: { name: string }[];
      subscriptions: unknown[];
      trips: { yacht_name: string; deleted_at: unknown; events: { type: string; data: { trip: { yachtName: string } } }[] }[];
    };
    const a = JSON.parse(text(res.bytes)) as Archive;
    expect(a).toMatchObject({ format: "zeglog.account", version: 1, account: { id: owner.id, name: "Jan Kowalski" } });
    expect(a.account.passwordHash).toBeUndefined();
    expect(JSON.stringify(a)).not.toMatch(/passwordHash|tokenHash/);
    expect(a.yachts.map((y) => y.name)).toEqual(["Zjawa"]);
    expect(a.subscriptions).toHaveLength(1);
    expect(a.trips).toHaveLength(4);
    const deleted = a.trips.find((tr) => tr.yacht_name === "Usunięty");
    expect(deleted?.deleted_at).toEqual(expect.any(String));
    expect(deleted?.events.map((e) => e.type)).toEqual(["TripCreated", "TripDeleted"]);
    expect(deleted?.events[0]?.data.trip.yachtName).toBe("Usunięty");
  });
});

describe("POST /api/sailing-trips/import", () => {
  it("round trip: the CSV export imported into a new account gives equal trips and sea-time totals", async () => {
    const csv = (await download("/api/sailing-trips/export?format=csv")).bytes;
    const fresh = await premiumCaptain(t);
    const preview = await upload(fresh.token, { name: "rejsy.csv", body: csv, type: "text/csv" }, { dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body.summary).toMatchObject({ total: 3, to_import: 3, invalid: 0, duplicates: 0 });
    expect(await t.db.trip.count({ where: { ownerId: fresh.id } })).toBe(0); // a preview writes nothing
    const done = await upload(fresh.token, { name: "rejsy.csv", body: csv, type: "text/csv" });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Zaimportowano rejsy: 3. Pominięto: 0.");
    expect(await totals(fresh.token)).toEqual(await totals(owner.token));
    const strip = (list: Record<string, unknown>[]) =>
      list.map(({ id: _i, created_at: _c, updated_at: _u, crew_members, visited_ports, ...rest }) => ({
        ...rest,
        crew_members: (crew_members as Record<string, unknown>[]).map(({ id: _id, ...m }) => m),
        visited_ports: (visited_ports as Record<string, unknown>[]).map(({ id: _id, ...p }) => p),
      }));
    const mine = await t.rest<{ sailing_trips: Record<string, unknown>[] }>("GET", "/api/sailing-trips", { token: owner.token });
    const theirs = await t.rest<{ sailing_trips: Record<string, unknown>[] }>("GET", "/api/sailing-trips", { token: fresh.token });
    expect(strip(theirs.body.sailing_trips)).toEqual(strip(mine.body.sailing_trips));
    // each as a TripCreated saying where it came from
    const event = await t.db.tripEvent.findFirstOrThrow({ where: { streamId: done.body.rows[0]?.trip_id ?? "" } });
    expect(event.type).toBe("TripCreated");
    expect(event.metadata).toMatchObject({ actorId: fresh.id, imported: true, importSource: { fileName: "rejsy.csv", format: "csv", row: 1 } });
  });

  it("round trip of the JSON export and of the account archive (its deleted trip skipped)", async () => {
    const json = (await download("/api/sailing-trips/export?format=json")).bytes;
    const a = await premiumCaptain(t);
    expect((await upload(a.token, { name: "rejsy.json", body: json })).body.summary).toMatchObject({ imported: 3 });
    expect(await totals(a.token)).toEqual(await totals(owner.token));
    const archive = (await download("/api/account/export")).bytes;
    const b = await premiumCaptain(t);
    const res = await upload(b.token, { name: "konto.json", body: archive });
    expect(res.body.summary).toMatchObject({ imported: 3, skipped: 1 });
    expect(res.body.rows.find((r) => r.status === "skipped")?.message).toBe("Rejs był usunięty w eksportowanym koncie — zostanie pominięty");
    expect(await totals(b.token)).toEqual(await totals(owner.token));
  });

  it("importing the same file twice does not duplicate trips, and says so", async () => {
    const csv = (await download("/api/sailing-trips/export?format=csv")).bytes;
    const res = await upload(owner.token, { name: "again.csv", body: csv });
    expect(res.body.summary).toMatchObject({ imported: 0, duplicates: 3 });
    expect(res.body.rows[0]?.message).toBe("Ten rejs już jest w dzienniku (te same daty, jacht i porty) — zostanie pominięty");
    expect(await t.db.trip.count({ where: { ownerId: owner.id, deletedAt: null } })).toBe(3);
  });

  it("previews per-row errors in the wizard's words, by column, and imports only the valid rows", async () => {
    const header =
      "embarkation_date;disembarkation_date;yacht_name;registration_number;home_port;embarkation_port;disembarkation_port;distance;sailing_hours;engine_hours;mooring_hours;captain_first_name;captain_last_name;captain_phone;license_type;license_number;embarkation_tidal";
    const csv = [
      header,
      "01.06.2025;03.06.2025;Szkwał;GDY-7;Gdynia;Gdynia;Hel;40;10;2;20;Anna;Nowak;+48 600 000 001;pzz-jsm;J-1;nie",
      "2025-06-10;2025-06-09;;GDY-7;Gdynia;Gdynia;Hel;-4;10;2;20;Anna;Nowak;+48 600 000 001;pzz-jsm;J-1;może",
      "01.06.2025;03.06.2025;Szkwał;gdy-7 ;Gdynia;GDYNIA;Hel;40;10;2;20;Anna;Nowak;+48 600 000 001;pzz-jsm;J-1;nie",
    ].join("\n");
    const fresh = await premiumCaptain(t);
    const pl = await upload(fresh.token, { name: "stare.csv", body: csv }, { dryRun: true });
    expect(pl.body.rows.map((r) => r.status)).toEqual(["ok", "invalid", "duplicate"]);
    expect(pl.body.rows[1]?.errors).toEqual({
      yacht_name: ["Nazwa jachtu jest wymagana"],
      distance: ["Wartość nie może być ujemna"],
      disembarkation_date: ["Data wyokrętowania nie może być wcześniejsza niż data zaokrętowania"],
      embarkation_tidal: ["Wybierz wartość z listy"],
    });
    expect(pl.body.rows[2]?.message).toBe("Ten sam rejs jest w pliku wcześniej (wiersz 1) — zostanie pominięty");
    const en = await upload(fresh.token, { name: "stare.csv", body: csv }, { dryRun: true, lang: "en" });
    expect(en.body.rows[1]?.errors.yacht_name).toEqual(["Yacht name is required"]);
    const done = await upload(fresh.token, { name: "stare.csv", body: csv });
    expect(done.body.summary).toMatchObject({ imported: 1, invalid: 1, duplicates: 1 });
    const trip = await t.db.trip.findFirstOrThrow({ where: { ownerId: fresh.id } });
    expect(trip).toMatchObject({ yachtName: "Szkwał", status: "completed", captainFirstName: "Anna" });
  });

  it("fills blank captain fields from the captain's profile", async () => {
    const fresh = await premiumCaptain(t);
    await t.rest("POST", "/api/captain-profile", {
      token: fresh.token,
      body: { first_name: "Zofia", last_name: "Żółkiewska", phone: "+48 601 200 300", license_type: "pzz-kj", license_number: "KJ-1" },
    });
    const csv =
      "embarkation_date;disembarkation_date;yacht_name;registration_number;home_port;embarkation_port;disembarkation_port;distance;sailing_hours;engine_hours;mooring_hours\n2025-06-01;2025-06-03;Szkwał;GDY-7;Gdynia;Gdynia;Hel;40;10;2;20";
    expect((await upload(fresh.token, { name: "a.csv", body: csv })).body.summary.imported).toBe(1);
    expect(await t.db.trip.findFirstOrThrow({ where: { ownerId: fresh.id } })).toMatchObject({
      captainFirstName: "Zofia",
      licenseType: "pzz-kj",
      captainPhone: "+48 601 200 300",
    });
  });

  it("stops at the Premium trip limit, row by row, with a clear message", async () => {
    const fresh = await premiumCaptain(t);
    await seedTrips(t.db, fresh.id, MAX_TRIPS_PER_CAPTAIN - 1, t.clock.now());
    const list = [0, 1, 2].map((i) => ({
      ...savePayload(
        tripForm({
          yachtName: `Nowy ${i}`,
          embarkationDate: `2025-0${i + 1}-01`,
          disembarkationDate: `2025-0${i + 1}-02`,
          sailingHours: "20",
          mooringHours: "10",
        }),
      ),
    }));
    const preview = await upload(fresh.token, { name: "x.json", body: JSON.stringify(list) }, { dryRun: true });
    expect(preview.body.rows.map((r) => r.status)).toEqual(["ok", "over_limit", "over_limit"]);
    expect(preview.body.rows[1]?.message).toBe("Przekracza limit 350 rejsów w planie Premium — nie zostanie zaimportowany");
    const done = await upload(fresh.token, { name: "x.json", body: JSON.stringify(list) });
    expect(done.body.summary).toMatchObject({ imported: 1, over_limit: 2 });
    expect(await t.db.trip.count({ where: { ownerId: fresh.id, deletedAt: null } })).toBe(MAX_TRIPS_PER_CAPTAIN);
  }, 120_000);

  it("needs Premium to import (a preview does not), a captain, and a file", async () => {
    const free = await registerCaptain(t);
    const csv = (await download("/api/sailing-trips/export?format=csv")).bytes;
    expect((await upload(free.token, { name: "r.csv", body: csv }, { dryRun: true })).status).toBe(200);
    const refused = await upload(free.token, { name: "r.csv", body: csv });
    expect(refused).toMatchObject({ status: 403, body: { message: "Ta funkcja wymaga konta Premium" } });
    expect((await upload(undefined, { name: "r.csv", body: csv })).status).toBe(401);
    const missing = await upload(owner.token, null);
    expect(missing).toMatchObject({ status: 422, body: { errors: { file: ["Wybierz plik CSV lub JSON do importu"] } } });
  });

  it("refuses files it cannot read, with clear messages", async () => {
    const cases: [string, string, string][] = [
      ["a.json", "{not json", "Plik JSON jest nieprawidłowy albo nie zawiera listy rejsów"],
      ["a.json", '{"hello":1}', "Plik JSON jest nieprawidłowy albo nie zawiera listy rejsów"],
      ["a.csv", "foo;bar\n1;2", "W pliku CSV brakuje wiersza nagłówka z nazwami kolumn"],
      ["a.csv", "yacht_name;distance\nA;1", "W pliku CSV brakuje kolumn: embarkation_date, disembarkation_date"],
      ["a.csv", 'embarkation_date;disembarkation_date;yacht_name\n"2025-01-01;x;y', "Nie udało się odczytać pliku CSV: niezamknięty cudzysłów w wierszu 2"],
      ["a.csv", "embarkation_date;disembarkation_date;yacht_name\n", "Plik nie zawiera żadnych rejsów"],
      ["a.xlsx", "PK\u0003\u0004", "Nieobsługiwany format pliku. Wybierz plik CSV lub JSON (na przykład wyeksportowany z Żegloga)."],
    ];
    for (const [name, body, message] of cases) {
      const res = await upload(owner.token, { name, body }, { dryRun: true });
      expect({ name, body, status: res.status, message: res.body.message }).toEqual({ name, body, status: 422, message });
    }
  });

  it("refuses a file over 5 MB with 413, also when sent chunked without a length", async () => {
    const big = "x".repeat(5 * 1024 * 1024 + 1);
    const res = await upload(owner.token, { name: "big.csv", body: big }, { dryRun: true });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("Plik jest za duży. Maksymalny rozmiar pliku importu to 5 MB.");
    const chunks = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 7; i++) c.enqueue(new Uint8Array(1024 * 1024).fill(120));
        c.close();
      },
    });
    const chunked = await t.app.fetch(
      new Request("http://test/api/sailing-trips/import?dry_run=true", {
        method: "POST",
        headers: { authorization: `Bearer ${owner.token}`, "content-type": "multipart/form-data; boundary=x" },
        body: chunks,
        duplex: "half",
      } as RequestInit),
    );
    expect(chunked.status).toBe(413);
  });
});
