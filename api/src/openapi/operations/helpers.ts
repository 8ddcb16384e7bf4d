// Short ways to write the operation tables.
import type { z } from "zod";
import { doneSchema } from "../common.ts";
import type { Answer, Operation } from "../operation.ts";

/** A JSON answer with its schema. */
export const answer = (description: string, schema: z.ZodType): Answer => ({ description, schema });
export const done = (description: string): Answer => ({ description, schema: doneSchema });
export const jsonBody = (schema: z.ZodType): Operation["body"] => ({ schema });
export const multipart = (schema: z.ZodType): Operation["body"] => ({ schema, contentType: "multipart/form-data" });
