// One small error taxonomy, mapped once to GraphQL `extensions.code` (graphql/errors.ts) and once
// to HTTP statuses (http/respond.ts). Messages are keys of validation/messages.ts, translated at
// the edge into the caller's language. Anything else thrown is masked as an internal error.
import type { FieldKeys } from "../../validation/errors.ts";
import type { MessageKey } from "../../validation/messages.ts";

type ErrorCode =
  | "BAD_REQUEST"
  | "BAD_USER_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "PREMIUM_REQUIRED"
  | "NOT_FOUND"
  | "CONFLICT"
  | "VALIDATION_FAILED"
  | "TOO_MANY_REQUESTS"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "SERVICE_UNAVAILABLE";

export const httpStatus: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PREMIUM_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION_FAILED: 422,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
};

const BRAND = Symbol.for("zeglog.AppError");

/**
 * True for any AppError. A brand rather than `instanceof`: errors cross module instances (the
 * test runner may load this file twice), and a brand check survives that.
 */
export function isAppError(e: unknown): e is AppError {
  return typeof e === "object" && e !== null && (e as Record<symbol, unknown>)[BRAND] === true;
}

export class AppError extends Error {
  readonly [BRAND] = true;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly values: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(key: MessageKey = "errors.badRequest") {
    super("BAD_REQUEST", key);
  }
}
/** An argument the caller got wrong that is not a form field (e.g. a page cursor). */
export class BadUserInputError extends AppError {
  constructor(key: MessageKey, values: Record<string, string | number> = {}) {
    super("BAD_USER_INPUT", key, values);
  }
}
export class UnauthenticatedError extends AppError {
  constructor(key: MessageKey = "errors.unauthenticated") {
    super("UNAUTHENTICATED", key);
  }
}
export class ForbiddenError extends AppError {
  constructor(key: MessageKey = "errors.forbidden") {
    super("FORBIDDEN", key);
  }
}
export class PremiumRequiredError extends AppError {
  constructor() {
    super("PREMIUM_REQUIRED", "errors.premiumRequired");
  }
}
export class NotFoundError extends AppError {
  constructor(key: MessageKey = "errors.notFound") {
    super("NOT_FOUND", key);
  }
}
export class ConflictError extends AppError {
  constructor(key: MessageKey = "errors.conflict", values: Record<string, string | number> = {}) {
    super("CONFLICT", key, values);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(
    key: MessageKey,
    readonly retryAfterSeconds: number,
  ) {
    super("TOO_MANY_REQUESTS", key, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
  }
}

/** A request body over its limit (`limit` is shown to the user, e.g. "1 MB"). */
export class PayloadTooLargeError extends AppError {
  constructor(limit: string, key: MessageKey = "errors.payloadTooLarge") {
    super("PAYLOAD_TOO_LARGE", key, { limit });
  }
}
/**
 * The server is at capacity (e.g. the PDF queue is full) or an outside service (a payment provider)
 * failed; the client should retry after `retryAfterSeconds`.
 */
export class ServiceUnavailableError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    key: MessageKey = "errors.serviceUnavailable",
  ) {
    super("SERVICE_UNAVAILABLE", key, { seconds: retryAfterSeconds });
  }
}

export const isValidationError = (e: AppError): e is ValidationError => e.code === "VALIDATION_FAILED";
const isTooManyRequests = (e: AppError): e is TooManyRequestsError => e.code === "TOO_MANY_REQUESTS";
/** Seconds after which a refused request may be retried (429 and 503), for `Retry-After`. */
export const retryAfterOf = (e: AppError): number | undefined =>
  isTooManyRequests(e) || e.code === "SERVICE_UNAVAILABLE" ? (e as TooManyRequestsError | ServiceUnavailableError).retryAfterSeconds : undefined;

/** Field errors: field name → message keys (first one is shown). */
export class ValidationError extends AppError {
  constructor(
    readonly fields: Record<string, FieldKeys>,
    key: MessageKey = "errors.validation",
    values: Record<string, string | number> = {},
  ) {
    super("VALIDATION_FAILED", key, values);
  }
  static field(field: string, key: MessageKey) {
    return new ValidationError({ [field]: [key] });
  }
}

const UNAVAILABLE_CODES = /^(08\w{3}|57P0[1-3]|53300|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|P1001|P1002|P1017|P2024)$/;
const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
// The last two are Prisma's interactive-transaction limits (P2028, `maxWait` to get a connection
// and begin, `timeout` to finish): a write queued behind a saturated database gives up; it was
// not made (rolled back), so it is a 503 to retry, not an internal error.
const UNAVAILABLE_TEXT =
  /Connection terminated|connection error|not currently accepting connections|terminating connection due to administrator command|Can't reach database server|Server has closed the connection|the database system is (starting up|shutting down)|Unable to start a transaction in the given time|cannot be executed on an expired transaction/i;

/**
 * True when an unexpected error means the database cannot be reached right now (refused or cut
 * connections, a server restarting) rather than a fault of the request or the code: the answer is
 * then a 503 with Retry-After, which a client (or a load balancer) may retry.
 */
export function isDatabaseUnavailable(e: unknown, depth = 0): boolean {
  if (!e || typeof e !== "object" || depth > 4) return false;
  const o = e as Record<string, unknown>;
  if (typeof o.code === "string" && UNAVAILABLE_CODES.test(o.code)) return true;
  if (typeof o.kind === "string" && UNAVAILABLE_KINDS.has(o.kind)) return true;
  if (typeof o.originalCode === "string" && UNAVAILABLE_CODES.test(o.originalCode)) return true;
  if (typeof o.message === "string" && UNAVAILABLE_TEXT.test(o.message)) return true;
  const meta = o.meta as Record<string, unknown> | undefined;
  return [o.cause, meta?.driverAdapterError, meta?.cause].some((c) => isDatabaseUnavailable(c, depth + 1));
}

/** Seconds a client is asked to wait when the database is unavailable. */
export const DATABASE_RETRY_SECONDS = 5;
