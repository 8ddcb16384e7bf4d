// Importing past trips from a CSV or JSON file: each row is read into the wizard's form and judged
// by the same tripSchema as every new trip (the preview shows its field messages), duplicates of
// the captain's trips or of earlier rows are skipped (same dates, yacht and ports), rows over the
// Premium trip limit are refused, and on confirmation each valid row becomes a TripCreated event
// through the trips service (Premium, limit and duplicate checks in its transaction) with metadata
// saying it was imported from which file and row.
import { translate, type Lang } from "../../../../validation/messages.ts";
import { IMPORT_MAX_ROWS } from "../../../../validation/transfer.ts";
import { MAX_TRIPS_PER_CAPTAIN, tripSchema } from "../../../../validation/trip.ts";
import { fieldErrorKeys } from "../../../../validation/errors.ts";
import type { Db } from "../../db/db.ts";
import { ConflictError, isAppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import { tripFormFromBody } from "../trips/trip.json.ts";
import type { ImportSource } from "../trips/trip.events.ts";
import type { SqlTx } from "../../db/direct-reads.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import type { Actor, TripsService } from "../trips/trips.service.ts";
import { CsvError, parseCsv } from "./csv.ts";
import { CSV_COLUMNS, REQUIRED_COLUMNS, columnOf, csvRowToBody, duplicateKey } from "./trips-csv.ts";
import { isoDay } from "../../dates.ts";

export type ImportFormat = "csv" | "json";
type RowStatus = "ok" | "invalid" | "duplicate" | "over_limit" | "skipped" | "imported" | "failed";

export type ImportRow = {
  /** 1-based position of the trip in the file. */
  row: number;
  /** CSV: the line the row starts on. */
  line: number | null;
  status: RowStatus;
  /** Column (CSV) or field → messages, in the caller's language. */
  errors: Record<string, string[]>;
  message: string | null;
  trip: {
    embarkationDate: string;
    disembarkationDate: string;
    yachtName: string;
    registrationNumber: string;
    embarkationPort: string;
    disembarkationPort: string;
  } | null;
  tripId: string | null;
};

type Candidate = { row: number; line: number | null; body: Record<string, unknown> | null; preErrors: Record<string, string[]>; skip: "deletedTrip" | null };

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A file that cannot be imported at all: the message key and its values (answered as 422 on `file`). */
export class ImportFileError extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = "ImportFileError";
  }
}

/** The rows of a file, or an ImportFileError saying why it cannot be read. */
function readRows(text: string, format: ImportFormat): Candidate[] {
  const fileError = (key: string, values: Record<string, string | number> = {}) => new ImportFileError(key, values);
  if (format === "json") {
    let data: unknown;
    try {
      data = JSON.parse(text.replace(/^\uFEFF/, ""));
    } catch {
      throw fileError("transfer.import.badJson");
    }
    const list = Array.isArray(data)
      ? data
      : isRec(data)
        ? (data.sailing_trips ?? data.trips ?? (data.sailing_trip ? [data.sailing_trip] : undefined))
        : undefined;
    if (!Array.isArray(list)) throw fileError("transfer.import.badJson");
    if (list.length > IMPORT_MAX_ROWS) throw fileError("transfer.import.tooManyRows", { count: list.length, max: IMPORT_MAX_ROWS });
    return list.map((item, i) => ({
      row: i + 1,
      line: null,
      body: isRec(item) ? item : {},
      preErrors: {},
      skip: isRec(item) && item.deleted_at ? "deletedTrip" : null,
    }));
  }
  let records;
  try {
    records = parseCsv(text, IMPORT_MAX_ROWS + 1);
  } catch (e) {
    if (e instanceof CsvError) throw fileError("transfer.import.badCsv", { line: e.line });
    throw e;
  }
  const [header, ...rows] = records;
  const columns = (header?.fields ?? []).map((c) =>
    c
      .replace(/^\uFEFF/, "")
      .trim()
      .toLowerCase(),
  );
  if (!header || !columns.some((c) => (CSV_COLUMNS as readonly string[]).includes(c))) throw fileError("transfer.import.csvNoHeader");
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length) throw fileError("transfer.import.csvMissingColumns", { columns: missing.join(", ") });
  if (rows.length > IMPORT_MAX_ROWS) throw fileError("transfer.import.tooManyRows", { count: `${IMPORT_MAX_ROWS}+`, max: IMPORT_MAX_ROWS });
  return rows.map((r, i) => {
    const cells = Object.fromEntries(columns.map((c, j) => [c, r.fields[j] ?? ""]));
    const { body, errors } = csvRowToBody(cells);
    return { row: i + 1, line: r.line, body, preErrors: errors, skip: null };
  });
}

export class ImportService {
  constructor(private deps: { db: Db; logger: Logger; trips: TripsService }) {}

  /** The captain's profile fills captain fields a row leaves blank (as the wizard's autofill does). */
  private async defaults(ownerId: string) {
    const profile = await this.deps.db.captainProfile.findUnique({ where: { userId: ownerId } });
    const user = await this.deps.db.user.findUnique({ where: { id: ownerId }, select: { email: true } });
    if (!profile) return {};
    return {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      email: user?.email,
      licenseType: profile.licenseType,
      licenseNumber: profile.licenseNumber,
      otherLicense: profile.otherLicense,
    };
  }

  private async existingKeys(ownerId: string): Promise<Set<string>> {
    const rows = await this.deps.db.trip.findMany({
      where: { ownerId, deletedAt: null },
      select: { embarkationDate: true, disembarkationDate: true, registrationNumber: true, embarkationPort: true, disembarkationPort: true },
    });
    return new Set(rows.map((r) => duplicateKey({ ...r, embarkationDate: isoDay(r.embarkationDate), disembarkationDate: isoDay(r.disembarkationDate) })));
  }

  /** Judges every row; nothing is written. */
  async preview(actor: Actor, text: string, format: ImportFormat, lang: Lang) {
    const candidates = readRows(text, format);
    if (candidates.length === 0) throw new ImportFileError("transfer.import.empty");
    const defaults = await this.defaults(actor.id);
    const existing = await this.existingKeys(actor.id);
    let room = MAX_TRIPS_PER_CAPTAIN - (await this.deps.db.trip.count({ where: { ownerId: actor.id, deletedAt: null } }));
    const seen = new Map<string, number>();
    const forms = new Map<number, Record<string, unknown>>();
    const rows: ImportRow[] = candidates.map((c) => {
      const base = { row: c.row, line: c.line, errors: {}, message: null, trip: null, tripId: null };
      if (c.skip) return { ...base, status: "skipped" as const, message: translate(lang, `transfer.import.${c.skip}`) };
      const form = tripFormFromBody(c.body ?? {});
      for (const [k, v] of Object.entries(defaults)) if (form[k] === undefined || form[k] === null || form[k] === "") form[k] = v;
      const parsed = tripSchema.safeParse(form);
      const fieldKeys = { ...(parsed.success ? {} : fieldErrorKeys(parsed.error)), ...c.preErrors };
      const errors = Object.fromEntries(
        Object.entries(fieldKeys).map(([f, keys]) => [format === "csv" ? columnOf(f) : f, keys.map((k) => translate(lang, k))]),
      );
      if (!parsed.success || Object.keys(c.preErrors).length) return { ...base, status: "invalid" as const, errors };
      const t = parsed.data;
      const trip = {
        embarkationDate: t.embarkationDate,
        disembarkationDate: t.disembarkationDate,
        yachtName: t.yachtName,
        registrationNumber: t.registrationNumber,
        embarkationPort: t.embarkationPort,
        disembarkationPort: t.disembarkationPort,
      };
      const key = duplicateKey(t);
      if (existing.has(key)) return { ...base, trip, status: "duplicate" as const, message: translate(lang, "transfer.import.duplicate") };
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        return { ...base, trip, status: "duplicate" as const, message: translate(lang, "transfer.import.duplicateInFile", { row: earlier }) };
      }
      seen.set(key, c.row);
      if (room <= 0)
        return { ...base, trip, status: "over_limit" as const, message: translate(lang, "transfer.import.overLimit", { max: MAX_TRIPS_PER_CAPTAIN }) };
      room -= 1;
      forms.set(c.row, form);
      return { ...base, trip, status: "ok" as const };
    });
    return { rows, forms };
  }

  /** Imports the rows the preview finds valid, each in its own transaction; the others are reported. */
  async import(actor: Actor, text: string, format: ImportFormat, fileName: string, lang: Lang) {
    const { rows, forms } = await this.preview(actor, text, format, lang);
    for (const r of rows) {
      const form = forms.get(r.row);
      if (r.status !== "ok" || !form) continue;
      const key = duplicateKey(r.trip!);
      const source: ImportSource = { fileName, format, row: r.row };
      try {
        const state = await this.deps.trips.create(actor, form, { imported: source, guard: (tx) => this.assertNotDuplicate(tx, actor.id, key) });
        Object.assign(r, { status: "imported", tripId: state.id });
      } catch (e) {
        if (isAppError(e) && e.code === "CONFLICT" && e.messageKey === "transfer.import.duplicate") {
          Object.assign(r, { status: "duplicate", message: translate(lang, "transfer.import.duplicate") });
        } else if (isAppError(e) && e.code === "CONFLICT" && e.messageKey === "trips.limitReached") {
          Object.assign(r, { status: "over_limit", message: translate(lang, "transfer.import.overLimit", { max: MAX_TRIPS_PER_CAPTAIN }) });
        } else if (isAppError(e) && ["PREMIUM_REQUIRED", "UNAUTHENTICATED", "FORBIDDEN"].includes(e.code)) {
          throw e; // Premium ended meanwhile: the whole import stops (the rows before it stay imported)
        } else {
          this.deps.logger.warn({ err: e, row: r.row }, "import row failed");
          Object.assign(r, { status: "failed", message: isAppError(e) ? translate(lang, e.messageKey, e.values) : translate(lang, "errors.internal") });
        }
      }
    }
    return rows;
  }

  /** In the create's transaction, under the captain's lock: a parallel import cannot add the same trip twice. */
  private async assertNotDuplicate(tx: SqlTx, ownerId: string, key: string) {
    const [embarkationDate = "", disembarkationDate = ""] = key.split("|");
    const candidates = await tx.$queryRaw<
      { embarkationDate: Date; disembarkationDate: Date; registrationNumber: string; embarkationPort: string; disembarkationPort: string }[]
    >(Prisma.sql`SELECT "embarkationDate", "disembarkationDate", "registrationNumber", "embarkationPort", "disembarkationPort" FROM "Trip"
      WHERE "ownerId" = ${ownerId}::uuid AND "deletedAt" IS NULL AND "embarkationDate" = ${embarkationDate}::date AND "disembarkationDate" = ${disembarkationDate}::date`);
    if (candidates.some((r) => duplicateKey({ ...r, embarkationDate: isoDay(r.embarkationDate), disembarkationDate: isoDay(r.disembarkationDate) }) === key)) {
      throw new ConflictError("transfer.import.duplicate");
    }
  }
}
