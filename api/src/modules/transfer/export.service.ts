// The captain's data out: all trips as CSV or as JSON (the REST trip shape), and the whole account
// as one JSON archive (account, captain profile with the logo, subscriptions, reversal fees, yachts,
// sea-time marks, and every trip — deleted ones too — with its whole event history).
import type { Db } from "../../db/db.ts";
import type { Clock } from "../../clock.ts";
import { profileJson } from "../profile/profile.rest.ts";
import type { ProfileService } from "../profile/profile.service.ts";
import { readRows } from "../trips/trip.store.ts";
import { tripInclude } from "../trips/trip.columns.ts";
import { tripJson, type TripWithChildren } from "../trips/trip.json.ts";
import { yachtJson } from "../yachts/yachts.rest.ts";
import { writeCsv } from "./csv.ts";
import type { AccountArchive } from "./export.rest-schema.ts";
import { CSV_COLUMNS, tripCsvRow } from "./trips-csv.ts";

export class ExportService {
  constructor(private deps: { db: Db; clock: Clock; profile: ProfileService }) {}

  /** The captain's live trips, oldest embarkation first (the order a logbook reads). */
  private trips(ownerId: string): Promise<TripWithChildren[]> {
    return this.deps.db.trip.findMany({
      where: { ownerId, deletedAt: null },
      orderBy: [{ embarkationDate: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      include: tripInclude,
    });
  }

  async tripsCsv(ownerId: string): Promise<string> {
    return writeCsv(CSV_COLUMNS, (await this.trips(ownerId)).map(tripCsvRow));
  }

  async tripsJson(ownerId: string) {
    return {
      format: "zeglog.sailing-trips",
      version: 1,
      exported_at: this.deps.clock.now().toISOString(),
      sailing_trips: (await this.trips(ownerId)).map(tripJson),
    };
  }

  /** The archive GET /api/account/export answers (its shape: export.rest-schema.ts). */
  async account(ownerId: string): Promise<AccountArchive> {
    const { db, clock, profile } = this.deps;
    const user = await db.user.findUniqueOrThrow({ where: { id: ownerId } });
    const [captainProfile, logo, subscriptions, fees, yachts, marks, trips] = await Promise.all([
      profile.get(user),
      profile.logo(ownerId),
      db.subscription.findMany({ where: { userId: ownerId }, orderBy: { createdAt: "asc" } }),
      db.reversalFee.findMany({ where: { captainId: ownerId }, orderBy: { createdAt: "asc" } }),
      db.yacht.findMany({ where: { captainId: ownerId }, orderBy: { name: "asc" } }),
      db.seaTimeMark.findMany({ where: { ownerId }, orderBy: { tripId: "asc" } }),
      db.trip.findMany({ where: { ownerId }, orderBy: [{ embarkationDate: "asc" }, { createdAt: "asc" }], include: tripInclude }),
    ]);
    const events = await db.tripEvent.findMany({ where: { streamId: { in: trips.map((t) => t.id) } }, orderBy: [{ streamId: "asc" }, { version: "asc" }] });
    const byStream = new Map<string, typeof events>();
    for (const e of events) byStream.set(e.streamId, [...(byStream.get(e.streamId) ?? []), e]);
    return {
      format: "zeglog.account",
      version: 1,
      exported_at: clock.now().toISOString(),
      account: { id: user.id, name: user.name, email: user.email, phone: user.phone, role: user.role, created_at: user.createdAt.toISOString() },
      captain_profile: captainProfile
        ? { ...profileJson(captainProfile), logo: logo ? { content_type: "image/png", base64: logo.toString("base64") } : null }
        : null,
      subscriptions: subscriptions.map((s) => ({
        id: s.id,
        status: s.status,
        provider: s.provider,
        starts_at: s.startsAt.toISOString(),
        ends_at: s.endsAt.toISOString(),
        created_at: s.createdAt.toISOString(),
      })),
      reversal_fees: fees.map((f) => ({
        id: f.id,
        trip_id: f.tripId,
        amount_grosze: f.amountGrosze,
        currency: f.currency,
        status: f.status,
        created_at: f.createdAt.toISOString(),
      })),
      yachts: yachts.map(yachtJson),
      sea_time_marks: marks.map((m) => ({
        trip_id: m.tripId,
        sea_voyage: m.seaVoyage,
        in_command: m.inCommand,
        night_hours: m.nightHours === null ? null : Number(m.nightHours),
        passages_over_60: m.passagesOver60,
        updated_at: m.updatedAt.toISOString(),
      })),
      trips: trips.map((t) => ({
        ...tripJson(t),
        deleted_at: t.deletedAt ? t.deletedAt.toISOString() : null,
        events: readRows(byStream.get(t.id) ?? []).map(({ streamId: _stream, position: _position, version, ...e }) => ({
          version,
          occurred_at: e.metadata.occurredAt,
          ...e,
        })),
      })),
    };
  }
}
