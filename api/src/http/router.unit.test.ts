import { describe, expect, it } from "vitest";
import { Router } from "./router.ts";

describe("Router", () => {
  const h = async () => new Response("ok");
  const r = new Router<unknown>().on("GET", "/api/sailing-trips/:id", h).on("PUT", "/api/sailing-trips/:id", h).on("GET", "/api/sailing-trips", h);

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
});
