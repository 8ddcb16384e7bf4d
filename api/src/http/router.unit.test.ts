import { describe, expect, it } from "vitest";
import { BadRequestError } from "../errors.ts";
import { Router } from "./router.ts";

describe("Router", () => {
  const h = () => new Response("ok");
  const r = new Router<unknown>().on("GET", "/api/sailing-trips/:id", h).on("PUT", "/api/sailing-trips/:id", h).on("GET", "/api/sailing-trips", h);

  it("lists its table: method and path as registered, in order", () => {
    expect(r.table()).toEqual([
      { method: "GET", path: "/api/sailing-trips/:id" },
      { method: "PUT", path: "/api/sailing-trips/:id" },
      { method: "GET", path: "/api/sailing-trips" },
    ]);
  });

  it("matches paths with parameters, decoded", () => {
    const m = r.match("GET", "/api/sailing-trips/a%20b");
    expect(m).not.toBeNull();
    expect(m !== "methodNotAllowed" && m?.params).toEqual({ id: "a b" });
    expect(r.match("GET", "/api/sailing-trips/")).not.toBeNull();
  });

  it("tells a wrong method from a missing path", () => {
    expect(r.match("DELETE", "/api/sailing-trips/1")).toBe("methodNotAllowed");
    expect(r.match("GET", "/api/sailing-trips/1/extra")).toBeNull();
  });

  it("refuses malformed percent-encoding in a parameter as a bad request, not a crash", () => {
    expect(() => r.match("GET", "/api/sailing-trips/%ZZ")).toThrow(BadRequestError);
    expect(() => r.match("GET", "/api/sailing-trips/%E0%A4%A")).toThrow(BadRequestError);
  });
});

describe("Router specificity", () => {
  const named = (name: string) => () => new Response(name);
  const r = new Router<unknown>()
    .on("GET", "/api/sailing-trips/:id", named("trip"))
    .on("GET", "/api/sailing-trips/export", named("export"))
    .on("POST", "/api/sailing-trips/import", named("import"))
    .on("GET", "/api/sailing-trips/:id/voyage-card-pdf", named("card"));

  const hit = async (method: string, path: string) => {
    const m = r.match(method, path);
    return m && m !== "methodNotAllowed" ? { body: await (await m.handler(new Request("http://x"), m.params, {})).text(), params: m.params } : m;
  };

  it("prefers a literal segment to a parameter, whatever the registration order", async () => {
    expect(await hit("GET", "/api/sailing-trips/export")).toEqual({ body: "export", params: {} });
    expect(await hit("GET", "/api/sailing-trips/abc")).toEqual({ body: "trip", params: { id: "abc" } });
    expect(await hit("GET", "/api/sailing-trips/export/voyage-card-pdf")).toEqual({ body: "card", params: { id: "export" } });
  });

  it("falls back to a parameter route of the asked method", async () => {
    expect(await hit("GET", "/api/sailing-trips/import")).toEqual({ body: "trip", params: { id: "import" } });
    expect(r.match("DELETE", "/api/sailing-trips/export")).toBe("methodNotAllowed");
  });
});
