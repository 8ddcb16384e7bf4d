// npm run db:rebuild-projections — truncates the trip read model (Trip, VisitedPort, CrewMember)
// and the fee ledger (ReversalFee), and replays every TripEvent in order, in one transaction. The
// event log and staff's fee decisions (ReversalFeeSettlement) are not touched.
// `-- --check`: rebuilds inside a transaction that is rolled back, compares every row with the live
// model and lists the differences; exit code 1 when there is any. Nothing is changed.
// Uses DATABASE_URL, or the embedded PGlite in DATA_DIR: stop the server first (only one process
// may open an embedded database).
import { ConfigError, loadConfig } from "../api/src/config.ts";
import { databaseUrl, openDatabase } from "../api/src/db/db.ts";
import { checkReadModel, rebuildReadModel } from "../api/src/modules/trips/trip.projection.ts";

const SHOWN = 50;

async function main() {
  const check = process.argv.includes("--check");
  const db = openDatabase(databaseUrl(loadConfig()));
  try {
    if (check) {
      const { rebuilt, differences } = await checkReadModel(db.prisma);
      console.log(`Read model checked on ${db.kind}: ${rebuilt.events} events → ${rebuilt.trips} trips, ${rebuilt.fees} fees in ${rebuilt.ms} ms.`);
      if (differences.length === 0) {
        console.log("The live read model equals the rebuilt one.");
        return;
      }
      console.error(`${differences.length} difference(s) between the live read model and the rebuilt one:`);
      for (const d of differences.slice(0, SHOWN)) console.error(`  ${d.table} ${d.id}: ${d.kind}${d.columns.length ? ` (${d.columns.join(", ")})` : ""}`);
      if (differences.length > SHOWN) console.error(`  … and ${differences.length - SHOWN} more`);
      process.exitCode = 1;
      return;
    }
    const r = await rebuildReadModel(db.prisma);
    const rate = r.ms > 0 ? Math.round((r.events / r.ms) * 1000) : r.events;
    console.log(`Trip read model rebuilt on ${db.kind}: ${r.events} events → ${r.trips} trips, ${r.fees} fees in ${r.ms} ms (${rate} events/s).`);
  } finally {
    await db.close();
  }
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : `Rebuild failed, nothing was changed: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});
