// Trip commands: authorise, validate, give new ports and crew members their ids, then in ONE
// transaction read the stream, decide, append with the expected version and project.
import { randomUUID } from "node:crypto";
import type { Clock } from "../../clock.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import type { Db } from "../../db/db.ts";
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from "../../errors.ts";
import { parseInput } from "../../validate.ts";
import { MAX_TRIPS_PER_CAPTAIN, tripSchema, tripStatusSchema, type TripInput } from "../../../../validation/trip.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service.ts";
import { REVERSAL_FEE, decide, type TripCommand } from "./trip.decider.ts";
import { foldEvents, type ActorRole, type EventMetadata, type ImportSource, type TripSnapshot, type TripState } from "./trip.events.ts";
import { projectionSql } from "./trip.projection.ts";
import { appendToStream, readStream } from "./trip.store.ts";
import { sqlTransaction, type SqlTx, type TxLimits } from "../../db/direct-reads.ts";
import { tripWebhooksSql } from "../webhooks/webhook-events.ts";
import { UUID } from "../../../../validation/uuid.ts";

/** Who acts, for the events' metadata. */
export type Actor = {
  id: string;
  role: ActorRole;
  requestId: string;
  /** Premium as the authentication found it (the session lookup); absent: asked of the database. */
  premium?: boolean;
};

export function actorOf(viewer: Viewer, requestId: string): Actor {
  if (viewer.kind === "anonymous") throw new UnauthenticatedError();
  if (viewer.kind !== "user") throw new ForbiddenError();
  return { id: viewer.user.id, role: viewer.user.role, requestId, ...(viewer.premium === undefined ? {} : { premium: viewer.premium }) };
}

/** An id that cannot name a trip is simply not found (and never reaches the database). */
export function assertTripId(id: string): void {
  if (!UUID.test(id)) throw new NotFoundError();
}

/**
 * Ids for the visited ports and crew members: an id sent back by the client is kept when it is one
 * of this trip's own (so documents keep pointing at the same crew member); a row sent without an id
 * (the spec's save payload has none) takes the id of an unclaimed row of the same name; any other
 * row gets a new id.
 */
export function assignIds(input: TripInput, current: TripSnapshot | null, newId: () => string): TripSnapshot {
  const used = new Set<string>();
  const pick = (id: string | null, name: string, known: readonly { id: string; name: string }[]) => {
    const free = known.filter((k) => !used.has(k.id));
    const chosen = (id !== null ? free.find((k) => k.id === id) : free.find((k) => k.name === name))?.id ?? newId();
    used.add(chosen);
    return chosen;
  };
  const ports = current?.visitedPorts ?? [];
  const crew = (current?.crewMembers ?? []).map((m) => ({ id: m.id, name: m.fullName }));
  return {
    ...input,
    visitedPorts: input.visitedPorts.map((p) => ({ ...p, id: pick(p.id, p.name, ports) })),
    crewMembers: input.crewMembers.map((m) => ({ ...m, id: pick(m.id, m.fullName, crew) })),
  };
}

/**
 * Roomier than Prisma's defaults (2 s to start, 5 s to finish): writers of one trip queue on its
 * log, and under load every write queues for one of the pool's connections (`maxWait`). With 50
 * concurrent writers on a saturated 2-core machine those waits passed 10 s (bench:cluster); a write
 * that still runs out of either limit is answered 503 with Retry-After (errors.ts), never a 500.
 */
const TX_LIMITS: TxLimits = { maxWait: 30_000, timeout: 30_000 };

type BeforeAppend = (tx: SqlTx, state: TripState | null) => Promise<void>;

/**
 * The Premium plan's trip limit: the captain's row is locked first, so two writers cannot both pass,
 * and the live trips are counted by the append's own statement (`liveTripsSql`), which starts after
 * the lock was granted: under READ COMMITTED its snapshot then holds the trips the previous lock
 * holder committed, and not the statement's own new or restored trip. Over the limit, the
 * transaction is rolled back.
 */
async function lockForLimit(tx: SqlTx, ownerId: string) {
  await tx.$queryRaw(Prisma.sql`SELECT "id" FROM "User" WHERE "id" = ${ownerId}::uuid FOR NO KEY UPDATE`);
}

const liveTripsSql = (ownerId: string) => Prisma.sql`SELECT COUNT(*)::int AS "count" FROM "Trip" WHERE "ownerId" = ${ownerId}::uuid AND "deletedAt" IS NULL`;

export class TripsService {
  private newId: () => string;

  constructor(private deps: { db: Db; clock: Clock; subscriptions: SubscriptionsService; newId?: () => string }) {
    this.newId = deps.newId ?? randomUUID;
  }

  private metadata(actor: Actor): EventMetadata {
    return { actorId: actor.id, actorRole: actor.role, requestId: actor.requestId, occurredAt: this.deps.clock.now().toISOString() };
  }

  /**
   * Read → decide → append (expected version) → project, in one transaction. Returns the new state.
   * `newStream`: the id was just generated, so there is nothing to read. `limitOf`: the captain whose
   * live trips must stay within the Premium plan's limit (a create, a restore; see `lockForLimit`).
   */
  private run(
    streamId: string,
    command: (state: TripState | null) => TripCommand,
    hooks: { newStream?: boolean; beforeAppend?: BeforeAppend; limitOf?: (state: TripState | null) => string } = {},
  ) {
    // Its statements go straight to the database's driver (db/direct-reads.ts): Prisma's interactive
    // transaction cost a write more than the statements themselves (issue 18, BENCHMARKS.md).
    return sqlTransaction(
      this.deps.db,
      async (tx) => {
        const state = hooks.newStream ? null : foldEvents(await readStream(tx, streamId));
        const events = decide(command(state), state);
        if (events.length === 0) {
          if (!state) throw new NotFoundError();
          return state;
        }
        const limitOf = hooks.limitOf?.(state);
        if (limitOf !== undefined) await lockForLimit(tx, limitOf);
        await hooks.beforeAppend?.(tx, state);
        const after = foldEvents(events, state)!;
        // The events with their webhook outbox rows and projection in one statement (and the limit's
        // count read in it); a trip's new ports and crew after an update in a second.
        const projection = projectionSql(state, after, events);
        const alongside = [...tripWebhooksSql(after, events, this.deps.clock.now()), ...projection.withAppend];
        const counted = await appendToStream(tx, streamId, state?.version ?? 0, events, alongside, limitOf === undefined ? undefined : liveTripsSql(limitOf));
        if (limitOf !== undefined && Number((counted[0] as { count?: number } | undefined)?.count ?? 0) >= MAX_TRIPS_PER_CAPTAIN) {
          // Thrown inside the transaction: the statement's writes roll back with it.
          throw new ConflictError("trips.limitReached", { max: MAX_TRIPS_PER_CAPTAIN });
        }
        for (const sql of projection.after) await tx.$executeRaw(sql);
        return after;
      },
      TX_LIMITS,
    );
  }

  /** Writing trips is for captains with Premium; checked before the input so the answer is 403, not 422. */
  private async assertCaptainWithPremium(actor: Actor) {
    if (actor.role !== "captain") throw new ForbiddenError();
    await this.deps.subscriptions.assertPremiumOf(actor);
  }

  /**
   * `opts.imported`: the trip comes from a file import (recorded in the event's metadata);
   * `opts.guard` runs in the transaction after the trip limit's lock (the import's duplicate check).
   */
  async create(actor: Actor, input: unknown, opts: { imported?: ImportSource; guard?: (tx: SqlTx) => Promise<void> } = {}): Promise<TripState> {
    await this.assertCaptainWithPremium(actor);
    const data = parseInput(tripSchema, input);
    const tripId = this.newId();
    const trip = assignIds(data, null, this.newId);
    const metadata: EventMetadata = { ...this.metadata(actor), ...(opts.imported ? { imported: true, importSource: opts.imported } : {}) };
    return this.run(tripId, () => ({ type: "CreateTrip", data: { tripId, trip }, metadata }), {
      newStream: true,
      limitOf: () => actor.id,
      beforeAppend: opts.guard,
    });
  }

  async update(actor: Actor, tripId: string, input: unknown, expectedVersion?: number | null): Promise<TripState> {
    await this.assertCaptainWithPremium(actor);
    assertTripId(tripId);
    const data = parseInput(tripSchema, input);
    return this.run(tripId, (state) => ({
      type: "UpdateTrip",
      data: { trip: assignIds(data, state?.trip ?? null, this.newId), expectedVersion },
      metadata: this.metadata(actor),
    }));
  }

  async setStatus(actor: Actor, tripId: string, input: unknown): Promise<TripState> {
    await this.assertCaptainWithPremium(actor);
    assertTripId(tripId);
    const { status } = parseInput(tripStatusSchema, input);
    return this.run(tripId, () => ({ type: "ChangeTripStatus", data: { status }, metadata: this.metadata(actor) }));
  }

  async delete(actor: Actor, tripId: string): Promise<TripState> {
    await this.assertCaptainWithPremium(actor);
    assertTripId(tripId);
    return this.run(tripId, () => ({ type: "DeleteTrip", data: {}, metadata: this.metadata(actor) }));
  }

  /** Staff: undeletes a trip and charges its captain the reversal fee (10.00 PLN, due). */
  async restore(actor: Actor, tripId: string): Promise<{ state: TripState; feeId: string }> {
    if (actor.role !== "staff") throw new ForbiddenError();
    assertTripId(tripId);
    const feeId = this.newId();
    const metadata = this.metadata(actor);
    // The projection writes the fee's ledger row (trip.projection.ts feeRow), in this transaction.
    const state = await this.run(tripId, () => ({ type: "RestoreTrip", data: { feeId, ...REVERSAL_FEE }, metadata }), {
      limitOf: (s) => s!.ownerId,
    });
    return { state, feeId };
  }
}
