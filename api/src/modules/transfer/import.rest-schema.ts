// The answers of POST /api/sailing-trips/import (snake_case): the preview (dry_run) and the import's
// result, one zod schema each. import.rest.ts's mappers are typed against them (z.infer) and the
// OpenAPI document describes them; openapi.int.test.ts validates real answers.
import { z } from "zod";

const s = z.string();
const int = z.number().int();

export const restImportRowSchema = z
  .object({
    row: int.describe("1-based position of the trip in the file"),
    line: int.nullable().describe("CSV: the line the row starts on"),
    status: z.enum(["ok", "invalid", "duplicate", "over_limit", "skipped", "imported", "failed"]),
    errors: z.record(s, z.array(s)).describe("Column (CSV) or field → messages, in the request's language"),
    message: s.nullable(),
    trip_id: s.nullable().describe("The imported (or duplicated) trip"),
    trip: z
      .object({ embarkation_date: s, disembarkation_date: s, yacht_name: s, registration_number: s, embarkation_port: s, disembarkation_port: s })
      .nullable(),
  })
  .meta({ id: "ImportRow" });

const file = z.object({ name: s, format: z.enum(["csv", "json"]), rows: int });
const counts = { total: int, invalid: int, duplicates: int, over_limit: int, skipped: int };

export const restImportPreviewSchema = z
  .object({
    success: z.literal(true),
    dry_run: z.literal(true),
    file,
    summary: z.object({ ...counts, to_import: int }),
    rows: z.array(restImportRowSchema),
  })
  .meta({ id: "ImportPreview" });

export const restImportResultSchema = z
  .object({
    success: z.literal(true),
    dry_run: z.literal(false),
    message: s,
    file,
    summary: z.object({ ...counts, imported: int, failed: int }),
    rows: z.array(restImportRowSchema),
  })
  .meta({ id: "ImportResult" });

export type RestOut<T extends z.ZodType> = z.infer<T>;
