// Short ways to write the operation tables.
import type { z } from "zod";
import { doneSchema } from "../common.ts";
import type { Access, Answer, Operation, Operations, Tag } from "../operation.ts";

/** A JSON answer with its schema. */
export const answer = (description: string, schema: z.ZodType): Answer => ({ description, schema });
export const done = (description: string): Answer => ({ description, schema: doneSchema });
export const jsonBody = (schema: z.ZodType): Operation["body"] => ({ schema });
export const multipart = (schema: z.ZodType): Operation["body"] => ({ schema, contentType: "multipart/form-data" });

/** An operation without its tag and caller, which its group gives. */
export type GroupedOperation = Omit<Operation, "tag" | "access">;

/** Operations under one tag for one kind of caller: each entry says only its own summary, inputs and answers. */
export const group = (tag: Tag, access: Access, operations: Record<string, GroupedOperation>): Operations =>
  Object.fromEntries(Object.entries(operations).map(([key, operation]) => [key, { tag, access, ...operation }]));
