// Field builders shared by every form schema. Messages are keys of ./messages.ts.
import { z } from "zod";
import type { MessageKey } from "./messages.ts";
import { hasForbiddenChars } from "./text.ts";

const msg = (key: MessageKey) => ({ message: key });

/**
 * The check every free-text field makes: no bidi controls, NUL or other control characters, no
 * lone surrogates (validation/text.ts); tab and line breaks only when `multiline`.
 */
export const plainText = (opts: { multiline?: boolean } = {}) => [(v: string) => !hasForbiddenChars(v, opts), msg("validation.text.controlChars")] as const;

/** A trimmed required string with a length cap: one line, or several with `multiline`. */
export const requiredText = (requiredKey: MessageKey, max = 255, opts: { multiline?: boolean } = {}) =>
  z
    .string(msg(requiredKey))
    .trim()
    .min(1, { message: requiredKey })
    .max(max, msg("validation.tooLong"))
    .refine(...plainText(opts));

/** A trimmed optional one-line string; blank becomes undefined. */
export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, msg("validation.tooLong"))
    .refine(...plainText())
    .optional()
    .transform((v) => (v ? v : undefined));

export const email = () =>
  z
    .string(msg("validation.email.required"))
    .trim()
    .min(1, { message: "validation.email.required" })
    .max(254, msg("validation.tooLong"))
    .pipe(z.email(msg("validation.email.invalid")))
    .transform((v) => v.toLowerCase());

export const phone = () => requiredText("validation.phone.required", 40).regex(/^\+?[0-9][0-9 ()-]{4,24}$/, msg("validation.phone.invalid"));

/** A password being chosen: at least 8 characters. */
export const newPassword = () =>
  z
    .string(msg("validation.password.required"))
    .min(1, { message: "validation.password.required" })
    .min(8, msg("validation.password.min"))
    .max(200, msg("validation.tooLong"));

/** A password being checked: only required. */
export const password = () => z.string(msg("validation.password.required")).min(1, msg("validation.password.required")).max(200, msg("validation.tooLong"));

export const passwordConfirmation = () => z.string(msg("validation.passwordConfirmation.required")).min(1, msg("validation.passwordConfirmation.required"));

/** Adds the 'passwords differ' error on `passwordConfirmation`. */
export function confirmMatches<T extends { password: string; passwordConfirmation: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.passwordConfirmation && value.password !== value.passwordConfirmation) {
    ctx.addIssue({ code: "custom", path: ["passwordConfirmation"], message: "validation.passwordConfirmation.mismatch" });
  }
}
