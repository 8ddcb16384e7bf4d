// GraphQL and REST answers go out as UTF-8 bytes written a list item at a time (issue 18): over
// real HTTP they arrive whole (Content-Length = the bytes sent), with Polish letters intact, and
// yoga still sets the status and the media type (of a success, and of an error it answers 400).
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { premiumCaptain, seedTrips, tripForm } from "../test/trips.ts";

let t: TestApp;
let server: Server;
let base: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const captain = await premiumCaptain(t, { name: "Żaneta Ślązak" });
  token = captain.token;
  await seedTrips(t.db, captain.id, 40, t.clock.now(), (i) =>
    tripForm({
      yachtName: `Żaglówka ${i}`,
      embarkationPort: "Gdańsk",
      disembarkationPort: "Świnoujście",
      visitedPorts: [{ name: "Łeba", isTidalPort: false }],
    }),
  );
  server = createServer((req, res) => void t.app(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** The answer's status, headers and bytes as they came over the socket. */
async function send(path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    body: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as Record<string, unknown>,
  };
}
const graphql = (query: string, accept = "application/json") =>
  send("/graphql", { method: "POST", headers: { "content-type": "application/json", accept }, body: JSON.stringify({ query }) });

describe("answers as bytes over HTTP", () => {
  it("sends a GraphQL list whole, in UTF-8, as JSON", async () => {
    const res = await graphql("{ trips { totalCount nodes { yachtName embarkationPort disembarkationPort captain { firstName lastName } } } }");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-length")).toBe(String(res.bytes.length));
    const trips = (res.body.data as { trips: { totalCount: number; nodes: Record<string, unknown>[] } }).trips;
    expect(trips.totalCount).toBe(40);
    expect(trips.nodes).toHaveLength(40);
    expect(trips.nodes[0]?.yachtName).toMatch(/^Żaglówka \d+$/);
    expect(trips.nodes[0]).toMatchObject({ embarkationPort: "Gdańsk", disembarkationPort: "Świnoujście" });
    expect(res.bytes.equals(Buffer.from(JSON.stringify(res.body)))).toBe(true);
  });

  it("keeps yoga's status and media type for an error answer", async () => {
    const bad = await graphql("{ trips { nope } }", "application/graphql-response+json");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toBe("application/graphql-response+json; charset=utf-8");
    expect((bad.body.errors as { message: string }[])[0]?.message).toContain("nope");
    const unparsable = await graphql("{ trips {", "application/graphql-response+json");
    expect([unparsable.status, (unparsable.body.errors as unknown[]).length]).toEqual([400, 1]);
  });

  it("sends the REST list whole, in UTF-8", async () => {
    const res = await send("/api/sailing-trips");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-length")).toBe(String(res.bytes.length));
    const list = res.body.sailing_trips as { yacht_name: string; visited_ports: { name: string }[] }[];
    expect([list.length, res.body.total]).toEqual([40, 40]);
    expect(list.every((trip) => trip.yacht_name.startsWith("Żaglówka") && trip.visited_ports[0]?.name === "Łeba")).toBe(true);
  });
});
