// JSON responses of the REST shim, and the one mapping of errors to HTTP statuses.
import { Response } from "@whatwg-node/fetch";
import { translate, type Lang } from "../../../validation/messages.ts";
import {
  BadRequestError,
  DATABASE_RETRY_SECONDS,
  ServiceUnavailableError,
  httpStatus,
  isAppError,
  isDatabaseUnavailable,
  isValidationError,
  retryAfterOf,
} from "../errors.ts";
import type { Logger } from "../logger.ts";
import { JSON_BODY_LIMIT, readText } from "./body.ts";
import { jsonBytes, jsonTextBytes } from "./json-bytes.ts";

/**
 * A new object for each answer: the Response keeps the object it is given as its headers, so a
 * header set on one answer later (the request id, the security headers, Content-Length) would
 * otherwise show on every answer after it.
 */
const jsonHeaders = (more: Record<string, string> = {}) => ({ "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...more });

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  // As bytes written a piece at a time (json-bytes.ts), in the node adapter's own Response (written
  // to the socket in one piece).
  return new Response(jsonBytes(body), {
    status,
    headers: jsonHeaders(headers),
  });
}

/** A 200 JSON answer whose text is already written, in pieces (the REST trip list's: trips.rest-sql.ts). */
export function jsonText(pieces: Iterable<string>): Response {
  return new Response(jsonTextBytes(pieces), { headers: jsonHeaders() });
}

/**
 * Reads a JSON object body: malformed JSON is a 400, a body over 1 MB a 413 (reading stops at the
 * limit, whatever the headers say), never a crash.
 */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await readText(request, JSON_BODY_LIMIT);
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new BadRequestError("errors.badJson");
    return value as Record<string, unknown>;
  } catch (e) {
    if (isAppError(e)) throw e;
    throw new BadRequestError("errors.badJson");
  }
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Turns any error into the shim's `{ success: false, message, errors? }` answer. Field names are
 * renamed to the request's own (snake_case unless `fieldNames` says otherwise).
 */
export function errorResponse(e: unknown, ctx: { lang: Lang; logger: Logger; requestId: string }, fieldNames: Record<string, string> = {}) {
  if (!isAppError(e) && isDatabaseUnavailable(e)) {
    ctx.logger.warn({ err: e, requestId: ctx.requestId }, "database unavailable");
    e = new ServiceUnavailableError(DATABASE_RETRY_SECONDS);
  }
  if (isAppError(e)) {
    const body: Record<string, unknown> = { success: false, message: translate(ctx.lang, e.messageKey, e.values) };
    const headers: Record<string, string> = {};
    if (isValidationError(e)) {
      body.errors = Object.fromEntries(
        Object.entries(e.fields).map(([field, keys]) => [fieldNames[field] ?? snake(field), keys.map((k) => translate(ctx.lang, k))]),
      );
    }
    const retryAfter = retryAfterOf(e);
    if (retryAfter !== undefined) headers["retry-after"] = String(retryAfter);
    // The rest of an oversized body is not worth reading: close the connection after answering.
    if (e.code === "PAYLOAD_TOO_LARGE") headers.connection = "close";
    return json(body, httpStatus[e.code], headers);
  }
  ctx.logger.error({ err: e, requestId: ctx.requestId }, "unexpected error in REST call");
  return json({ success: false, message: translate(ctx.lang, "errors.internal"), request_id: ctx.requestId }, 500);
}
