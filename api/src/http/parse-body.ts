// A REST body checked against the zod schema its OpenAPI operation documents: a wrong shape is a
// 422 naming each field — a missing field says it is required (the field's own "required" text when
// there is one, e.g. "E-mail is required"), any other problem gives the schema's own message key, or
// "wrong type". Values of the right type go on to the domain's rules, which give the form's texts.
import type { z } from "zod";
import type { FieldKeys } from "../../../validation/errors.ts";
import { isMessageKey } from "../../../validation/messages.ts";
import { ValidationError } from "../errors.ts";

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return result.data;
  const fields: Record<string, FieldKeys> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".") || "_";
    fields[field] ??= [messageKey(issue)];
  }
  throw new ValidationError(fields);
}

function messageKey(issue: z.core.$ZodIssue): string {
  if (isMessageKey(issue.message)) return issue.message;
  const name = issue.path.at(-1);
  if (issue.code === "invalid_type" && issue.input === undefined && name !== undefined) {
    const own = `validation.${camelName(String(name))}.required`;
    return isMessageKey(own) ? own : "validation.required";
  }
  return "errors.wrongType";
}

/** `passagesOver60` → `passages_over_60`. */
const snakeName = (k: string) => k.replace(/[A-Z]|(?<=[a-z])\d+/g, (c) => `_${c.toLowerCase()}`);
/** `password_confirmation` → `passwordConfirmation`. */
const camelName = (k: string) => k.replace(/_([a-z\d])/g, (_, c: string) => c.toUpperCase());

/**
 * The body with camelCase keys renamed to snake_case (a snake_case key sent along wins), in nested
 * objects too: the REST shim has always taken both spellings, the document shows snake_case.
 */
function snakeKeys(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(snakeKeys);
  if (typeof body !== "object" || body === null) return body;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    const name = snakeName(k);
    if (name === k || !(name in body)) out[name] = snakeKeys(v);
  }
  return out;
}

/** A snake_case (or camelCase) REST body checked against its documented schema. */
export const parseRestBody = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => parseBody(schema, snakeKeys(body));

/** The camelCase name of a snake_case key, as a type: `max_crew_members` → `maxCrewMembers`. */
type CamelName<K extends string> = K extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelName<Tail>>}` : K;
/** An object with its keys in camelCase. */
type CamelKeys<T> = { [K in keyof T as K extends string ? CamelName<K> : K]: T[K] };

/** A parsed flat REST body as the form its domain schema parses: the same fields, named in camelCase. */
export const camelKeys = <T extends object>(body: T): CamelKeys<T> =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [camelName(k), v])) as CamelKeys<T>;
