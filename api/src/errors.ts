// One small error taxonomy, mapped once to GraphQL `extensions.code` (graphql/errors.ts) and once
// to HTTP statuses (http/respond.ts). Messages are keys of validation/messages.ts, translated at
// the edge into the caller's language. Anything else thrown is masked as an internal error.
import type { MessageKey } from "../../validation/messages.ts";

export type ErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "PREMIUM_REQUIRED"
  | "NOT_FOUND"
  | "CONFLICT"
  | "VALIDATION_FAILED"
  | "TOO_MANY_REQUESTS";

export const httpStatus: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PREMIUM_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION_FAILED: 422,
  TOO_MANY_REQUESTS: 429,
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
    readonly messageKey: MessageKey | string,
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
  constructor(key: MessageKey | string = "errors.conflict", values: Record<string, string | number> = {}) {
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

export const isValidationError = (e: AppError): e is ValidationError => e.code === "VALIDATION_FAILED";
export const isTooManyRequests = (e: AppError): e is TooManyRequestsError => e.code === "TOO_MANY_REQUESTS";

/** Field errors: field name → message keys (first one is shown). */
export class ValidationError extends AppError {
  constructor(
    readonly fields: Record<string, string[]>,
    key: MessageKey = "errors.validation",
  ) {
    super("VALIDATION_FAILED", key);
  }
  static field(field: string, key: MessageKey) {
    return new ValidationError({ [field]: [key] });
  }
}
