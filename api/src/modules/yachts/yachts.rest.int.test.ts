// The REST shim of /api/yachts (spec §7): every call, rule and error, on the real database.
import { describe, expect, it } from "vitest";
import { registerCaptain, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { premiumCaptain, staffToken } from "../../test/trips.ts";
import { MAX_YACHTS_PER_CAPTAIN, registrationKey } from "../../../../validation/yacht.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

type YachtJson = {
  id: string;
  name: string;
  registration_number: string;
  home_port: string;
  hull_length: string;
  engines_count: number;
  engine_power: string;
};
type ErrBody = { success: false; message: string; errors?: Record<string, string[]> };

const yachtBody = (over: Record<string, unknown> = {}) => ({
  name: "Zawisza Czarny",
  registration_number: "POL 1234",
  home_port: "Gdynia",
  hull_length: "42.70",
  engines_count: "1",
  engine_power: "276.5",
  ...over,
});

async function add(token: string, over: Record<string, unknown> = {}) {
  const res = await t.rest<{ data: YachtJson }>("POST", "/api/yachts", { token, body: yachtBody(over) });
  if (res.status !== 201) throw new Error(`create failed ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

describe("POST /api/yachts", () => {
  it("adds a yacht from the spec's strings and answers it as data", async () => {
    const { token, id } = await premiumCaptain(t);
    const res = await t.rest<{ success: boolean; message: string; data: YachtJson }>("POST", "/api/yachts", { token, body: yachtBody() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: "Jacht został dodany",
      data: { name: "Zawisza Czarny", registration_number: "POL 1234", home_port: "Gdynia", hull_length: "42.7", engines_count: 1, engine_power: "276.5" },
    });
    const row = await t.db.yacht.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(row).toMatchObject({ captainId: id, registrationKey: "POL1234" });
  });

  it("accepts numbers, a comma, zero and camelCase fields", async () => {
    const { token } = await premiumCaptain(t);
    const res = await t.rest<{ data: YachtJson }>("POST", "/api/yachts", {
      token,
      body: { name: "Omega", registrationNumber: "X-1", homePort: "Giżycko", hullLength: "7,25", enginesCount: 0, enginePower: 0 },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ hull_length: "7.25", engines_count: 0, engine_power: "0" });
  });

  it("answers 422 with the Polish messages: all six fields required", async () => {
    const { token } = await premiumCaptain(t);
    const res = await t.rest<ErrBody>("POST", "/api/yachts", { token, body: {} });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      message: "Formularz zawiera błędy",
      errors: {
        name: ["Nazwa jachtu jest wymagana"],
        registration_number: ["Numer rejestracyjny jest wymagany"],
        home_port: ["Port macierzysty jest wymagany"],
        hull_length: ["Długość kadłuba jest wymagana"],
        engines_count: ["Liczba silników jest wymagana"],
        engine_power: ["Moc silnika jest wymagana"],
      },
    });
    const blank = await t.rest<ErrBody>("POST", "/api/yachts", { token, body: yachtBody({ name: " ", hull_length: "", engine_power: null }) });
    expect(blank.body.errors).toEqual({
      name: ["Nazwa jachtu jest wymagana"],
      hull_length: ["Długość kadłuba jest wymagana"],
      engine_power: ["Moc silnika jest wymagana"],
    });
  });

  it("refuses negative numbers, a fractional engines count, too fine precision and nonsense (422)", async () => {
    const { token } = await premiumCaptain(t);
    const negative = await t.rest<ErrBody>("POST", "/api/yachts", { token, body: yachtBody({ hull_length: "-1", engines_count: "-2", engine_power: "-0.5" }) });
    expect(negative.status).toBe(422);
    expect(negative.body.errors).toEqual({
      hull_length: ["Wartość nie może być ujemna"],
      engines_count: ["Wartość nie może być ujemna"],
      engine_power: ["Wartość nie może być ujemna"],
    });
    const precision = await t.rest<ErrBody>("POST", "/api/yachts", {
      token,
      body: yachtBody({ hull_length: "12.345", engines_count: "1.5", engine_power: "40.255" }),
    });
    expect(precision.body.errors).toEqual({
      hull_length: ["Długość kadłuba podaj z dokładnością do 0,01 m"],
      engines_count: ["Podaj liczbę całkowitą"],
      engine_power: ["Moc silnika podaj z dokładnością do 0,01 kW"],
    });
    // hundredths are kept, as the trip wizard keeps them
    const hundredths = await t.rest<{ data: { engine_power: string; hull_length: string } }>("POST", "/api/yachts", {
      token,
      body: yachtBody({ hull_length: "12.45", engine_power: "40.25" }),
    });
    expect(hundredths.status).toBe(201);
    expect(hundredths.body.data).toMatchObject({ engine_power: "40.25", hull_length: "12.45" });
    const nonsense = await t.rest<ErrBody>("POST", "/api/yachts", { token, body: yachtBody({ hull_length: "abc", engine_power: "99999999" }) });
    expect(nonsense.body.errors).toEqual({ hull_length: ["Podaj liczbę"], engine_power: ["Wartość jest zbyt duża"] });
    const en = await t.rest<ErrBody>("POST", "/api/yachts", { token, lang: "en", body: yachtBody({ name: "" }) });
    expect(en.body.errors).toEqual({ name: ["Yacht name is required"] });
    expect(await t.db.yacht.count({ where: { name: "" } })).toBe(0);
  });

  it("needs Premium (403 before any validation), a token (401) and a captain (403 for staff)", async () => {
    const { token } = await registerCaptain(t);
    const denied = await t.rest<ErrBody>("POST", "/api/yachts", { token, body: {} });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ success: false, message: "Ta funkcja wymaga konta Premium" });
    expect((await t.rest("POST", "/api/yachts", { body: yachtBody() })).status).toBe(401);
    const staff = await staffToken(t);
    expect((await t.rest("POST", "/api/yachts", { token: staff.token, body: yachtBody() })).status).toBe(403);
    expect((await t.rest("GET", "/api/yachts", { token: staff.token })).status).toBe(403);
  });

  it("keeps registration numbers unique per captain, ignoring case and spaces (409), but not across captains", async () => {
    const a = await premiumCaptain(t);
    const b = await premiumCaptain(t);
    await add(a.token, { registration_number: "PZŻ 555" });
    const again = await t.rest<ErrBody>("POST", "/api/yachts", { token: a.token, body: yachtBody({ name: "Inny", registration_number: "pzż555" }) });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: "Masz już w bazie jacht o numerze rejestracyjnym pzż555" });
    await add(b.token, { registration_number: "PZŻ 555" });
    expect(registrationKey(" pzż 5 55 ")).toBe("PZŻ555");
  });

  it(`allows up to ${MAX_YACHTS_PER_CAPTAIN} yachts (409 with the limit after that)`, async () => {
    const { token, id } = await premiumCaptain(t);
    await t.db.yacht.createMany({
      data: Array.from({ length: MAX_YACHTS_PER_CAPTAIN - 1 }, (_, i) => ({
        captainId: id,
        name: `Jacht ${i}`,
        registrationNumber: `R-${i}`,
        registrationKey: `R-${i}`,
        homePort: "Gdynia",
        hullLength: "10",
        enginesCount: 1,
        enginePower: "20",
      })),
    });
    await add(token, { registration_number: "LAST-1" });
    const over = await t.rest<ErrBody>("POST", "/api/yachts", { token, body: yachtBody({ registration_number: "LAST-2" }) });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe("Osiągnięto limit 150 jachtów w planie Premium. Usuń niepotrzebny jacht, aby dodać nowy.");
    expect(await t.db.yacht.count({ where: { captainId: id } })).toBe(MAX_YACHTS_PER_CAPTAIN);
  });
});

describe("GET /api/yachts, GET /api/yachts/{id}", () => {
  it("lists only the captain's own yachts by name, with a case-insensitive search; viewing needs no Premium", async () => {
    const { token, id } = await premiumCaptain(t);
    await add(token, { name: "Zawisza Czarny", registration_number: "POL-1" });
    await add(token, { name: "Dar Młodzieży", registration_number: "GDY 22" });
    await add((await premiumCaptain(t)).token, { name: "Cudzy Jacht", registration_number: "OBCY-1" });
    await t.db.subscription.deleteMany({ where: { userId: id } });

    const all = await t.rest<{ success: boolean; data: YachtJson[]; total: number }>("GET", "/api/yachts", { token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((y) => y.name)).toEqual(["Dar Młodzieży", "Zawisza Czarny"]);
    expect(all.body.total).toBe(2);
    const found = await t.rest<{ data: YachtJson[] }>("GET", "/api/yachts?search=zawisza", { token });
    expect(found.body.data.map((y) => y.name)).toEqual(["Zawisza Czarny"]);
    const byNumber = await t.rest<{ data: YachtJson[] }>("GET", "/api/yachts?search=gdy22", { token });
    expect(byNumber.body.data.map((y) => y.name)).toEqual(["Dar Młodzieży"]);

    const one = await t.rest<{ success: boolean; data: YachtJson }>("GET", `/api/yachts/${all.body.data[0]?.id}`, { token });
    expect(one.body).toEqual({ success: true, data: all.body.data[0] });
  });

  it("answers 404 for another captain's yacht, an unknown id and a malformed id; 401 without a token", async () => {
    const owner = await premiumCaptain(t);
    const other = await premiumCaptain(t);
    const yacht = await add(owner.token);
    for (const path of [`/api/yachts/${yacht.id}`, "/api/yachts/00000000-0000-4000-8000-000000000000", "/api/yachts/nie-ma"]) {
      const res = await t.rest<ErrBody>("GET", path, { token: other.token });
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe("Nie znaleziono");
    }
    expect((await t.rest("PUT", `/api/yachts/${yacht.id}`, { token: other.token, body: yachtBody() })).status).toBe(404);
    expect((await t.rest("DELETE", `/api/yachts/${yacht.id}`, { token: other.token })).status).toBe(404);
    expect(await t.db.yacht.count({ where: { id: yacht.id } })).toBe(1);
    expect((await t.rest("GET", "/api/yachts")).status).toBe(401);
  });
});

describe("GET /api/yachts/search", () => {
  it("finds by name or registration number from 2 characters, case-insensitively, answering a data list", async () => {
    const { token } = await premiumCaptain(t);
    await add(token, { name: "Zawisza Czarny", registration_number: "POL-1234" });
    await add(token, { name: "Pogoria", registration_number: "POL-77" });
    await add(token, { name: "Fryderyk Chopin", registration_number: "GBR 9" });
    const search = (term: string) => t.rest<{ success: boolean; data: YachtJson[] }>("GET", `/api/yachts/search?term=${encodeURIComponent(term)}`, { token });

    const za = await search("ZA");
    expect(za.status).toBe(200);
    expect(za.body).toMatchObject({ success: true });
    expect(za.body.data.map((y) => y.name)).toEqual(["Zawisza Czarny"]);
    expect((await search("pol")).body.data.map((y) => y.name)).toEqual(["Pogoria", "Zawisza Czarny"]);
    expect((await search("gbr9")).body.data.map((y) => y.name)).toEqual(["Fryderyk Chopin"]);
    expect((await search("brak")).body.data).toEqual([]);

    const short = await t.rest<ErrBody>("GET", "/api/yachts/search?term=z", { token });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ term: ["Wpisz co najmniej 2 znaki, aby wyszukać jacht"] });
    expect((await t.rest<ErrBody>("GET", "/api/yachts/search", { token })).status).toBe(422);
  });
});

describe("PUT /api/yachts/{id}", () => {
  it("updates the yacht with Premium, validates it and keeps the registration number unique", async () => {
    const { token, id } = await premiumCaptain(t);
    const yacht = await add(token, { registration_number: "AAA-1" });
    await add(token, { name: "Drugi", registration_number: "BBB-2" });

    const res = await t.rest<{ success: boolean; message: string; data: YachtJson }>("PUT", `/api/yachts/${yacht.id}`, {
      token,
      body: yachtBody({ name: "Zawisza", registration_number: "aaa 1", hull_length: "43", engines_count: "2", engine_power: "300.1" }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Jacht został zaktualizowany",
      data: { id: yacht.id, name: "Zawisza", registration_number: "aaa 1", hull_length: "43", engines_count: 2, engine_power: "300.1" },
    });

    const invalid = await t.rest<ErrBody>("PUT", `/api/yachts/${yacht.id}`, { token, body: yachtBody({ home_port: "" }) });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ home_port: ["Port macierzysty jest wymagany"] });

    const taken = await t.rest<ErrBody>("PUT", `/api/yachts/${yacht.id}`, { token, body: yachtBody({ registration_number: "BBB-2" }) });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("Masz już w bazie jacht o numerze rejestracyjnym BBB-2");

    await t.db.subscription.deleteMany({ where: { userId: id } });
    const denied = await t.rest<ErrBody>("PUT", `/api/yachts/${yacht.id}`, { token, body: yachtBody() });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("Ta funkcja wymaga konta Premium");
    expect((await t.db.yacht.findUniqueOrThrow({ where: { id: yacht.id } })).name).toBe("Zawisza");
  });
});

describe("DELETE /api/yachts/{id}", () => {
  it("deletes the captain's yacht without Premium; a second delete is 404", async () => {
    const { token, id } = await premiumCaptain(t);
    const yacht = await add(token);
    await t.db.subscription.deleteMany({ where: { userId: id } });
    const res = await t.rest("DELETE", `/api/yachts/${yacht.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Jacht został usunięty" });
    expect(await t.db.yacht.count({ where: { id: yacht.id } })).toBe(0);
    expect((await t.rest("DELETE", `/api/yachts/${yacht.id}`, { token })).status).toBe(404);
    expect((await t.rest("DELETE", `/api/yachts/${yacht.id}`)).status).toBe(401);
  });
});
