// A seeded, bounded fuzz run over every REST route and every GraphQL query and mutation: a few
// thousand requests with the outside security test's value set (NUL, lone surrogates, bidi
// controls, huge and deep bodies, wrong types, bad dates, malformed escapes), signed in as a
// captain, staff, a student or nobody. Not one answer may be a 5xx, nothing may be logged as an
// unexpected error, and /healthz answers at the end. FUZZ_SEED and FUZZ_REQUESTS change the run.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { buildSchema } from "graphql";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./db/migrations.ts";
import { stopRenderWorker } from "./modules/documents/renderer.ts";
import { captainInput, createTestApp, someClient, type TestApp } from "./test/harness.ts";
import { mutate, nasty, operations, param, rawBody, rng, segment, type Rng } from "./test/fuzz.ts";
import { premiumCaptain, staffToken, tripForm } from "./test/trips.ts";
import { must } from "../../validation/must.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2500);
const CONCURRENCY = 6;

const errors: string[] = [];
const logger = pino({ level: "error" }, new Writable({ write: (chunk, _enc, done) => (errors.push(String(chunk).slice(0, 500)), done()) }));

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), "zeglog-fuzz-dist-"));
const ids = { trips: [] as string[], crew: [] as string[], yachts: [] as string[] };
const tokens = { captain: "", staff: "", student: "" };

beforeAll(async () => {
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), '<html><head><script nonce="__CSP_NONCE__" src="/assets/app.js"></script></head></html>');
  writeFileSync(join(dist, "assets/app.js"), "console.log(1)");
  // High limits: the run is about what the handlers do with hostile input, not about the limits.
  t = await createTestApp({ logger, webDistDir: dist, rateLimits: { publicPdfPerMinute: 1e5, registrationPerHour: 1e5, passwordResetPerHour: 1e5 } });
  const captain = await premiumCaptain(t);
  tokens.captain = captain.token;
  tokens.staff = (await staffToken(t)).token;
  const trip = await t.rest<{ sailing_trip: { id: string; crew_members: { id: string }[] } }>("POST", "/api/sailing-trips", {
    token: captain.token,
    body: tripForm(),
  });
  ids.trips.push(trip.body.sailing_trip.id);
  ids.crew.push(...trip.body.sailing_trip.crew_members.map((m) => m.id));
  const yacht = await t.rest<{ data: { id: string } }>("POST", "/api/yachts", { token: captain.token, body: yachtBody() });
  ids.yachts.push(yacht.body.data.id);
  const student = await t.rest<{ token: string }>("POST", "/api/student/register", { body: studentBody(), ip: someClient() });
  tokens.student = student.body.token;
}, 180_000);
afterAll(async () => {
  await t.close();
  await stopRenderWorker();
  rmSync(dist, { recursive: true, force: true });
});

const yachtBody = () => ({ name: "Zjawa", registration_number: "POL-77", home_port: "Gdynia", hull_length: "12.5", engines_count: 1, engine_power: "30" });
const studentBody = () => ({
  first_name: "Ola",
  last_name: "Nowak",
  email: `ola.${Math.random()}@example.com`,
  phone: "600200300",
  password: "haslo1234",
  password_confirmation: "haslo1234",
});

type Who = keyof typeof tokens | "none" | "garbage";
type Route = { method: string; path: (r: Rng) => string; body?: () => unknown; who: Who[] };

const trip = (r: Rng) => segment(r, ids.trips);
const ROUTES: Route[] = [
  { method: "POST", path: () => "/api/auth/register", body: () => captainInput(), who: ["none"] },
  { method: "POST", path: () => "/api/auth/login", body: () => ({ email: "jan@example.com", password: "password123", remember: true }), who: ["none"] },
  { method: "POST", path: () => "/api/auth/logout", who: ["none", "garbage"] },
  { method: "GET", path: () => "/api/auth/user", who: ["captain", "staff", "student", "garbage"] },
  { method: "POST", path: () => "/api/auth/forgot-password", body: () => ({ email: "jan@example.com" }), who: ["none"] },
  {
    method: "POST",
    path: () => "/api/auth/reset-password",
    body: () => ({ email: "jan@example.com", token: "zr_x", password: "haslo1234", password_confirmation: "haslo1234" }),
    who: ["none"],
  },
  { method: "POST", path: () => "/api/student/register", body: studentBody, who: ["none"] },
  { method: "POST", path: () => "/api/student/login", body: () => ({ email: "ola@example.com", password: "haslo1234" }), who: ["none"] },
  { method: "POST", path: () => "/api/student/logout", who: ["none", "garbage"] },
  { method: "GET", path: () => "/api/student/profile", who: ["student", "captain"] },
  { method: "GET", path: (r) => `/api/sailing-trips/${trip(r)}/voyage-card-pdf`, who: ["captain", "staff", "none"] },
  { method: "GET", path: (r) => `/api/sailing-trips/${trip(r)}/crew/${segment(r, ids.crew)}/opinion-pdf`, who: ["captain", "staff"] },
  { method: "GET", path: (r) => `/api/sailing-trips/${trip(r)}/crew-opinions-pdf`, who: ["captain", "student"] },
  { method: "POST", path: () => "/api/public/trip-card-pdf", body: () => tripForm(), who: ["none"] },
  { method: "GET", path: () => "/api/captain-profile", who: ["captain", "staff", "student"] },
  {
    method: "POST",
    path: () => "/api/captain-profile",
    body: () => ({
      first_name: "Jan",
      last_name: "K",
      phone: "600100200",
      license_type: "pzz-jsm",
      license_number: "1",
      invoice: {
        invoice_type: "company",
        first_name: "J",
        last_name: "K",
        company_name: "F",
        nip: "5260001245",
        address: "A 1",
        postal_code: "00-001",
        city: "W",
      },
    }),
    who: ["captain"],
  },
  { method: "GET", path: () => "/api/captain-profile/logo", who: ["captain", "none"] },
  { method: "DELETE", path: () => "/api/captain-profile/logo", who: ["captain", "student"] },
  {
    method: "POST",
    path: () => "/api/captain-profile/change-password",
    body: () => ({ current_password: "password123", new_password: "haslo-nowe-1", new_password_confirmation: "haslo-nowe-1" }),
    who: ["captain"],
  },
  { method: "GET", path: () => "/api/subscriptions", who: ["captain", "none"] },
  {
    method: "GET",
    path: (r) => `/api/sailing-trips?search=${param(r)}&sort=${r.chance(0.5) ? "CREATED_AT_DESC" : param(r)}&order=${param(r)}`,
    who: ["captain", "captain", "staff", "none"],
  },
  { method: "POST", path: () => "/api/sailing-trips", body: () => tripForm(), who: ["captain", "staff", "none"] },
  { method: "GET", path: (r) => `/api/sailing-trips/${trip(r)}`, who: ["captain", "staff", "student"] },
  { method: "PUT", path: (r) => `/api/sailing-trips/${trip(r)}`, body: () => ({ ...tripForm(), version: 1 }), who: ["captain", "staff"] },
  { method: "DELETE", path: (r) => `/api/sailing-trips/${segment(r, [])}`, who: ["captain", "none"] },
  { method: "PATCH", path: (r) => `/api/sailing-trips/${trip(r)}/status`, body: () => ({ status: "completed" }), who: ["captain"] },
  { method: "GET", path: (r) => `/api/yachts?search=${param(r)}`, who: ["captain", "captain", "none"] },
  { method: "GET", path: (r) => `/api/yachts/search?term=${r.chance(0.2) ? "Zj" : param(r)}`, who: ["captain"] },
  { method: "POST", path: () => "/api/yachts", body: yachtBody, who: ["captain", "student"] },
  { method: "GET", path: (r) => `/api/yachts/${segment(r, ids.yachts)}`, who: ["captain", "staff"] },
  { method: "PUT", path: (r) => `/api/yachts/${segment(r, ids.yachts)}`, body: yachtBody, who: ["captain"] },
  { method: "DELETE", path: (r) => `/api/yachts/${segment(r, [])}`, who: ["captain"] },
];

const SAMPLES: Record<string, () => unknown> = {
  TripInput: () => tripForm(),
  YachtInput: () => ({ name: "Zjawa", registrationNumber: "POL-9", homePort: "Hel", hullLength: "10", enginesCount: "1", enginePower: "20" }),
  RegisterInput: () => ({
    name: "Jan",
    email: `jan.${Math.random()}@example.com`,
    phone: "600100200",
    password: "haslo1234",
    passwordConfirmation: "haslo1234",
  }),
  LoginInput: () => ({ email: "jan@example.com", password: "haslo1234" }),
  ID: () => [...ids.trips, ...ids.yachts, "00000000-0000-4000-8000-000000000000", "nie-id"][Math.floor(Math.random() * 4)],
};
// schema.graphql is the printed schema (CI keeps it fresh); built here with this file's graphql-js.
const OPERATIONS = operations(buildSchema(readFileSync(join(ROOT, "schema.graphql"), "utf8")), SAMPLES);

type Planned = { label: string; request: () => Request };

function headers(r: Rng, who: Who, json = true): Record<string, string> {
  const token = who === "garbage" ? r.pick(["zc_nothing", "zs_x", "Bearer", "a".repeat(5000)]) : who === "none" ? "" : tokens[who];
  return {
    ...(json ? { "content-type": "application/json" } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    "accept-language": r.pick(["pl", "en", "de", "*;q=abc", ""]),
  };
}

/** Request `i`: in each 20, 12 go to the REST routes and 7 to the GraphQL operations in turn, 1 is odd. */
function plan(r: Rng, i: number): Planned {
  const slot = i % 20;
  const round = Math.floor(i / 20);
  if (slot < 12) {
    const route = must(ROUTES[(round * 12 + slot) % ROUTES.length]);
    const path = route.path(r);
    const who = r.pick(route.who);
    const body = route.body ? (r.chance(0.07) ? rawBody(r) : JSON.stringify(mutate(r, route.body()))) : undefined;
    return {
      label: `${route.method} ${path.slice(0, 120)} as ${who}: ${String(body).slice(0, 200)}`,
      request: () => new Request(`http://test${path}`, { method: route.method, headers: headers(r, who), body }),
    };
  }
  if (slot < 19) {
    const op = must(OPERATIONS[(round * 7 + slot - 12) % OPERATIONS.length]);
    const who = op.name.endsWith("ogout") ? "none" : r.pick<Who>(["captain", "captain", "staff", "student", "none"]);
    const variables = r.chance(0.1) ? nasty(r) : op.variables(r);
    const body = JSON.stringify({ query: op.query, variables, operationName: r.chance(0.05) ? nasty(r) : "Fuzz" });
    return {
      label: `GraphQL ${op.name} as ${who}: ${body.slice(0, 300)}`,
      request: () => new Request("http://test/graphql", { method: "POST", headers: headers(r, who), body }),
    };
  }
  const odd = r.pick([
    () => new Request(`http://test/${segment(r, [])}`),
    () => new Request(`http://test/assets/${segment(r, [])}.js`),
    () => new Request("http://test/graphql", { method: "POST", headers: headers(r, "captain"), body: rawBody(r) }),
    () => new Request(`http://test/graphql?query=${encodeURIComponent(String(nasty(r)).slice(0, 2000))}`, { headers: headers(r, "none") }),
    () =>
      new Request("http://test/graphql", {
        method: "POST",
        headers: {
          "content-type": r.pick(["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain", "application/json; charset=utf-16"]),
        },
        body: "x=1",
      }),
    () =>
      new Request("http://test/api/captain-profile/logo", {
        method: "POST",
        headers: { authorization: `Bearer ${tokens.captain}`, "content-type": "multipart/form-data; boundary=x" },
        body: `--x\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n${rawBody(r)}\r\n--x--\r\n`,
      }),
  ]);
  return { label: "odd request", request: odd };
}

describe("fuzz", () => {
  it(`answers ${REQUESTS} hostile requests (seed ${SEED}) without a 5xx, and stays healthy`, async () => {
    const r = rng(SEED);
    const planned = Array.from({ length: REQUESTS }, (_, i) => plan(r, i));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    let unsendable = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < planned.length) {
          const p = must(planned[next++]);
          let request: Request;
          try {
            request = p.request();
          } catch {
            unsendable++; // e.g. a header value no HTTP client can send
            continue;
          }
          const res = await t.app.fetch(request, { ip: someClient() });
          const text = await res.text();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500) failures.push(`${res.status} ← ${p.label}\n   → ${text.slice(0, 300)}`);
        }
      }),
    );
    console.info(`fuzz seed ${SEED}: statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}, unsendable ${unsendable}`);
    expect(failures.slice(0, 15)).toEqual([]);
    expect(errors.slice(0, 5)).toEqual([]);
    expect(unsendable).toBeLessThan(REQUESTS / 10);
    expect((await t.rest("GET", "/healthz")).status).toBe(200);
  }, 600_000);
});
