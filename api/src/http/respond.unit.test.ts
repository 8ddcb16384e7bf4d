// The one mapping of errors to HTTP answers: statuses, Retry-After on 429 and 503, a closed
// connection after a 413, and nothing of an unexpected error's cause.
import { describe, expect, it } from "vitest";
import { PayloadTooLargeError, ServiceUnavailableError, TooManyRequestsError } from "../errors.ts";
import { createLogger } from "../logger.ts";
import { errorResponse, json, jsonText } from "./respond.ts";

const ctx = { lang: "en" as const, logger: createLogger("silent"), requestId: "r-1" };

describe("errorResponse", () => {
  it("answers a full PDF queue with 503 and Retry-After", async () => {
    const res = errorResponse(new ServiceUnavailableError(7), ctx);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("7");
    expect(await res.json()).toEqual({ success: false, message: "The service is temporarily unavailable. Try again in 7 s." });
  });

  it("answers a rate limit with 429 and Retry-After", () => {
    const res = errorResponse(new TooManyRequestsError("errors.rateLimited", 42), ctx);
    expect([res.status, res.headers.get("retry-after")]).toEqual([429, "42"]);
  });

  it("answers an oversized body with 413 and closes the connection", async () => {
    const res = errorResponse(new PayloadTooLargeError("1 MB"), ctx);
    expect([res.status, res.headers.get("connection")]).toEqual([413, "close"]);
    expect(((await res.json()) as { message: string }).message).toBe("The data sent is too large (limit: 1 MB)");
  });

  it("masks anything else as 500 with the request id", async () => {
    const res = errorResponse(new Error("PDF render child process exited during a render"), ctx);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, message: "An unexpected server error occurred. Please try again.", request_id: "r-1" });
  });
});

describe("json", () => {
  it("sends UTF-8 JSON with its headers; a lone surrogate goes out escaped, as JSON.stringify writes it", async () => {
    const res = json({ name: "Żaglówka „Ślązak” ⛵", odd: "a\ud800b" }, 201, { "x-extra": "1" });
    expect([res.status, res.headers.get("content-type"), res.headers.get("x-extra")]).toEqual([201, "application/json; charset=utf-8", "1"]);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toBe('{"name":"Żaglówka „Ślązak” ⛵","odd":"a\\ud800b"}');
  });
});

describe("json and jsonText", () => {
  it("give every answer headers of its own: one set on an answer (the request id, a length) shows on no later answer", () => {
    const first = [json({ a: 1 }), jsonText(["[1]"]), json({ b: 2 }, 201, { "retry-after": "3" })];
    first.forEach((res, i) => {
      res.headers.set("x-request-id", `r-${i}`);
      res.headers.set("content-length", "999");
    });
    for (const res of [json({ later: true }), jsonText(['{"later":true}']), json({ later: true }, 409)]) {
      expect(res.headers.get("x-request-id")).toBeNull();
      expect(res.headers.get("content-length")).not.toBe("999");
      expect(res.headers.get("retry-after")).toBeNull();
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    }
  });
});
