// Personal API tokens (zk_…) for third-party tools: the create form on the profile's API tab and
// the createApiToken mutation parse with this schema. Messages are keys of ./messages.ts.
import { z } from "zod";
import { requiredText } from "./fields.ts";

export const API_TOKEN_SCOPES = ["READ", "READ_WRITE"] as const;
/** At most this many live (not revoked, not expired) tokens per captain. */
export const API_TOKENS_MAX = 20;
/** The latest expiry that can be chosen: two years ahead. */
const API_TOKEN_MAX_DAYS = 730;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/** `now` is the moment of the request: the expiry must lie after it and at most two years ahead. */
export const apiTokenCreateSchema = (now: Date = new Date()) =>
  z.object({
    name: requiredText("apiTokens.name.required", 60),
    scope: z.enum(API_TOKEN_SCOPES, { message: "apiTokens.scope.invalid" }),
    expiresAt: z.preprocess(
      (v) => (blank(v) ? undefined : v instanceof Date ? v : typeof v === "string" ? new Date(v) : v),
      z
        .date({ message: "apiTokens.expiresAt.invalid" })
        .refine((d) => !Number.isNaN(d.getTime()), { message: "apiTokens.expiresAt.invalid" })
        .refine((d) => d.getTime() > now.getTime(), { message: "apiTokens.expiresAt.past" })
        .refine((d) => d.getTime() <= now.getTime() + API_TOKEN_MAX_DAYS * 86_400_000, { message: "apiTokens.expiresAt.tooFar" })
        .optional(),
    ),
  });
