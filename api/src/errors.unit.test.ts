// Which unexpected errors mean "the database is unavailable" (answered 503 with Retry-After).
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./errors.ts";

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["a terminated backend (57P01)", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
    ["a database refusing connections (55000 text)", new Error('database "x" is not currently accepting connections')],
    ["pg's cut connection", new Error("Connection terminated unexpectedly")],
    [
      "a driver adapter error inside Prisma's error",
      Object.assign(new Error("x"), { meta: { driverAdapterError: { cause: { kind: "postgres", code: "08006" } } } }),
    ],
    ["an error with a cause", new Error("query failed", { cause: { kind: "DatabaseNotReachable" } })],
    [
      "a transaction that waited too long for a connection (P2028)",
      Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), { code: "P2028" }),
    ],
    [
      "a transaction past its timeout (P2028)",
      Object.assign(
        new Error(
          "Transaction API error: A commit cannot be executed on an expired transaction. The timeout for this transaction was 15000 ms, however 15200 ms passed since the start of the transaction.",
        ),
        { code: "P2028" },
      ),
    ],
  ])("%s", (_name, e) => expect(isDatabaseUnavailable(e)).toBe(true));

  it.each([
    ["a unique violation", Object.assign(new Error("duplicate key"), { code: "23505" })],
    ["a programming error", new TypeError("x is not a function")],
    ["another transaction error (P2028)", Object.assign(new Error("Transaction API error: Transaction not found."), { code: "P2028" })],
    ["nothing", undefined],
  ])("not %s", (_name, e) => expect(isDatabaseUnavailable(e)).toBe(false));
});
