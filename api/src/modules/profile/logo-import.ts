// Start-up step for installations from before the logos moved into the database: every profile
// whose logo is still only a file in DATA_DIR/uploads gets that file copied into StoredFile. It is
// idempotent (profiles already imported are skipped) and leaves the files where they are; a profile
// whose file is missing keeps its name and simply has no logo to serve, as before.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Db } from "../../db/db.ts";
import type { Logger } from "../../logger.ts";
import { LOGO_NAME } from "./logo.store.ts";

type ImportResult = { imported: number; missing: number };

export async function importUploadedLogos(db: Db, uploadsDir: string, logger?: Logger): Promise<ImportResult> {
  const result: ImportResult = { imported: 0, missing: 0 };
  const profiles = await db.captainProfile.findMany({
    where: { logoPath: { not: null } },
    select: { userId: true, logoPath: true },
  });
  if (profiles.length === 0) return result;
  const names = profiles.map((p) => p.logoPath!);
  const present = new Set((await db.storedFile.findMany({ where: { name: { in: names } }, select: { name: true } })).map((f) => f.name));
  for (const { userId, logoPath } of profiles) {
    const name = logoPath!;
    if (present.has(name)) continue;
    const data = LOGO_NAME.test(name) ? await readFile(join(uploadsDir, name)).catch(() => null) : null;
    if (!data) {
      result.missing++;
      continue;
    }
    // Another process may import the same file at the same moment: the name is the key.
    await db.storedFile.createMany({
      data: [{ name, ownerId: userId, contentType: "image/png", size: data.byteLength, data: new Uint8Array(data) }],
      skipDuplicates: true,
    });
    result.imported++;
  }
  if (result.imported || result.missing) logger?.info({ ...result, uploadsDir }, "logos imported from the uploads folder into the database");
  return result;
}
