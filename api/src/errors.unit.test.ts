// Which unexpected errors mean "the database is unavailable" (answered 503 with Retry-After).
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./errors.ts";

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["a terminated backend (57P01)", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
    ["a database refusing connections (55000 text)", new Error('database "x" is not currently accepting connections')],
    ["pg's cut connection", new Error("Connection terminated unexpectedly")],
    ["a driver adapter error inside Prisma's error", Object.assign(new Error("x"), { meta: { driverAdapterError: { cause: { kind: "postgres", code: "08006" } } } })],
    ["an error with a cause", new Error("query failed", { cause: { kind: "DatabaseNotReachable" } })],
  ])("%s", (_name, e) => expect(isDatabaseUnavailable(e)).toBe(true));

  it.each([
    ["a unique violation", Object.assign(new Error("duplicate key"), { code: "23505" })],
    ["a programming error", new TypeError("x is not a function")],
    ["nothing", undefined],
  ])("not %s", (_name, e) => expect(isDatabaseUnavailable(e)).toBe(false));
});
