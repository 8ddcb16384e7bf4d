// POST /api/sailing-trips/import: multipart field `file` (CSV or JSON). `dry_run=true` (query or
// form field) answers the preview; otherwise the valid rows are imported (Premium, like creating a
// trip). The body is read only up to the file-size limit (413 beyond it).
import { translate, type Lang } from "../../../../validation/messages.ts";
import { IMPORT_MAX_BYTES } from "../../../../validation/transfer.ts";
import { json } from "../../http/respond.ts";
import type { RestContext, RestRouter } from "../../http/rest-context.ts";
import { actorOf } from "../trips/trips.service.ts";
import { ForbiddenError } from "../../errors.ts";
import { readBodyLimited } from "./bounded-body.ts";
import { ImportFileError, type ImportFormat, type ImportRow } from "./import.service.ts";
import type { RestOut, restImportPreviewSchema, restImportResultSchema, restImportRowSchema } from "./import.rest-schema.ts";

/** Room for the multipart framing around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const MB = IMPORT_MAX_BYTES / (1024 * 1024);

const fileError = (lang: Lang, key: string, values: Record<string, string | number> = {}, status = 422) => {
  const message = translate(lang, key, values);
  return json({ success: false, message, errors: { file: [message] } }, status);
};

/** By the name's extension, else by the content's first character. */
function formatOf(name: string, type: string, text: string): ImportFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === "csv" || type === "text/csv") return "csv";
  if (ext === "json" || type === "application/json") return "json";
  if (ext && ext !== "txt") return null;
  const first = text.replace(/^\uFEFF/, "").trimStart()[0];
  return first === "[" || first === "{" ? "json" : first ? "csv" : null;
}

/** A file name fit for the event log: no control characters, at most 255 characters. */
const cleanName = (name: string) =>
  Array.from(name.replace(/[\p{Cc}\p{Cf}]/gu, "").trim())
    .slice(0, 255)
    .join("") || "import";

const rowJson = (r: ImportRow): RestOut<typeof restImportRowSchema> => ({
  row: r.row,
  line: r.line,
  status: r.status,
  errors: r.errors,
  message: r.message,
  trip_id: r.tripId,
  trip: r.trip && {
    embarkation_date: r.trip.embarkationDate,
    disembarkation_date: r.trip.disembarkationDate,
    yacht_name: r.trip.yachtName,
    registration_number: r.trip.registrationNumber,
    embarkation_port: r.trip.embarkationPort,
    disembarkation_port: r.trip.disembarkationPort,
  },
});

const count = (rows: ImportRow[], ...statuses: ImportRow["status"][]) => rows.filter((r) => statuses.includes(r.status)).length;

export function registerImportRoutes(router: RestRouter) {
  router.on("POST", "/api/sailing-trips/import", async (req, _p, ctx: RestContext) => {
    const actor = actorOf(ctx.viewer, ctx.requestId);
    if (actor.role !== "captain") throw new ForbiddenError();
    const url = new URL(req.url);
    const bytes = await readBodyLimited(req, IMPORT_MAX_BYTES + MULTIPART_OVERHEAD);
    if (bytes === null) return fileError(ctx.lang, "transfer.import.tooLarge", { max: MB }, 413);
    const form = await new Response(bytes, { headers: { "content-type": req.headers.get("content-type") ?? "" } }).formData().catch(() => null);
    const file = form?.get("file");
    if (!file || typeof file === "string") return fileError(ctx.lang, "transfer.import.fileMissing");
    if (file.size > IMPORT_MAX_BYTES) return fileError(ctx.lang, "transfer.import.tooLarge", { max: MB }, 413);
    const dryRun = [url.searchParams.get("dry_run"), form?.get("dry_run")].some((v) => v === "true" || v === "1");
    // Importing writes trips: Premium first (403), before the file is judged.
    if (!dryRun) await ctx.services.subscriptions.assertPremiumOf(actor);
    const text = new TextDecoder("utf-8").decode(await file.arrayBuffer());
    const format = formatOf(file.name, file.type, text);
    if (!format) return fileError(ctx.lang, "transfer.import.unsupported");
    const fileName = cleanName(file.name);
    try {
      if (dryRun) {
        const { rows } = await ctx.services.tripImport.preview(actor, text, format, ctx.lang);
        return json({
          success: true,
          dry_run: true,
          file: { name: fileName, format, rows: rows.length },
          summary: {
            total: rows.length,
            to_import: count(rows, "ok"),
            invalid: count(rows, "invalid"),
            duplicates: count(rows, "duplicate"),
            over_limit: count(rows, "over_limit"),
            skipped: count(rows, "skipped"),
          },
          rows: rows.map(rowJson),
        } satisfies RestOut<typeof restImportPreviewSchema>);
      }
      const rows = await ctx.services.tripImport.import(actor, text, format, fileName, ctx.lang);
      const imported = count(rows, "imported");
      return json({
        success: true,
        dry_run: false,
        message: translate(ctx.lang, "transfer.import.done", { imported, skipped: rows.length - imported }),
        file: { name: fileName, format, rows: rows.length },
        summary: {
          total: rows.length,
          imported,
          invalid: count(rows, "invalid"),
          duplicates: count(rows, "duplicate"),
          over_limit: count(rows, "over_limit"),
          skipped: count(rows, "skipped"),
          failed: count(rows, "failed"),
        },
        rows: rows.map(rowJson),
      } satisfies RestOut<typeof restImportResultSchema>);
    } catch (e) {
      if (e instanceof ImportFileError) return fileError(ctx.lang, e.key, e.values);
      throw e;
    }
  });
}
