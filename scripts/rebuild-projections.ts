// npm run db:rebuild-projections — truncates the trip read model (Trip, VisitedPort, CrewMember)
// and replays every TripEvent in order, in one transaction. The event log and the reversal fees
// are not touched. Uses DATABASE_URL, or the embedded PGlite in DATA_DIR: stop the server first
// (only one process may open an embedded database).
import { ConfigError, loadConfig } from "../api/src/config.ts";
import { databaseUrl, openDatabase } from "../api/src/db/db.ts";
import { rebuildReadModel } from "../api/src/modules/trips/trip.projection.ts";

async function main() {
  const db = openDatabase(databaseUrl(loadConfig()));
  try {
    const r = await rebuildReadModel(db.prisma);
    const rate = r.ms > 0 ? Math.round((r.events / r.ms) * 1000) : r.events;
    console.log(`Trip read model rebuilt on ${db.kind}: ${r.events} events → ${r.trips} trips in ${r.ms} ms (${rate} events/s).`);
  } finally {
    await db.close();
  }
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : `Rebuild failed, nothing was changed: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});
