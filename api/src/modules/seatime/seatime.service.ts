// Sea time of one captain: the trips that happened (completed, and in progress up to today;
// planned, cancelled and deleted trips never count) read from the read model's exact numeric
// columns, the captain's per-trip marks, the filters, and the totals and licence progress over them.
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { parseInput } from "../../validate.ts";
import {
  SEA_TIME_STATUSES,
  registrationKey,
  seaTimeFilterSchema,
  seaTimeMarksSchema,
  type SeaTimeFilter,
  type SeaTimeStatus,
} from "../../../../validation/seatime.ts";
import { polishDate } from "../trips/trip.decider.ts";
import { assertTripId } from "../trips/trips.service.ts";
import { licenceProgress, type LicenceProgress } from "./licence-progress.ts";
import { qty } from "./quantity.ts";
import { noMarks, tripDays, type SeaTrip, type TripMarks } from "./sea-trip.ts";
import { perYear, totalsOf, type Totals } from "./sea-time-totals.ts";
import { isoDay } from "../../dates.ts";

export type YachtOption = { registrationNumber: string; name: string; voyages: number };

export type SeaTimeReport = {
  filter: SeaTimeFilter;
  /** The Polish calendar day the report was made for (in-progress trips count up to it). */
  today: string;
  totals: Totals;
  perYear: (Totals & { year: number })[];
  licences: LicenceProgress[];
  /** The counted trips after the filters, in date order. */
  trips: SeaTrip[];
  /** What the filters can choose from: every counted trip's year and yacht. */
  available: { years: number[]; yachts: YachtOption[] };
};

const marksOf = (
  row: { seaVoyage: boolean | null; inCommand: boolean | null; nightHours: { toString(): string } | null; passagesOver60: number | null } | undefined,
): TripMarks =>
  row
    ? {
        seaVoyage: row.seaVoyage,
        inCommand: row.inCommand,
        nightHours: row.nightHours === null ? null : qty(row.nightHours),
        passagesOver60: row.passagesOver60,
      }
    : noMarks();

export class SeaTimeService {
  constructor(private deps: { db: Db; clock: Clock }) {}

  today(): string {
    return polishDate(this.deps.clock.now().toISOString());
  }

  /** Every counted trip of the captain (no filters), oldest first. */
  async countedTrips(ownerId: string): Promise<SeaTrip[]> {
    const { db } = this.deps;
    const today = this.today();
    const [rows, marks] = await Promise.all([
      db.trip.findMany({
        where: { ownerId, deletedAt: null, status: { in: [...SEA_TIME_STATUSES] } },
        orderBy: [{ embarkationDate: "asc" }, { disembarkationDate: "asc" }, { id: "asc" }],
        include: { visitedPorts: { orderBy: { position: "asc" }, select: { name: true } } },
      }),
      db.seaTimeMark.findMany({ where: { ownerId } }),
    ]);
    const byTrip = new Map(marks.map((m) => [m.tripId, m]));
    return (
      rows
        .map((r): SeaTrip => {
          const status = r.status as SeaTimeStatus;
          const embarkationDate = isoDay(r.embarkationDate);
          const disembarkationDate = isoDay(r.disembarkationDate);
          return {
            id: r.id,
            status,
            year: r.embarkationDate.getUTCFullYear(),
            embarkationDate,
            disembarkationDate,
            days: tripDays(embarkationDate, disembarkationDate, status, today),
            yachtName: r.yachtName,
            registrationNumber: r.registrationNumber,
            hullLength: qty(r.hullLengthValue),
            embarkationPort: r.embarkationPort,
            disembarkationPort: r.disembarkationPort,
            visitedPorts: r.visitedPorts.map((p) => p.name),
            sail: qty(r.sailingHoursValue),
            engine: qty(r.engineHoursValue),
            tidal: qty(r.tidalHoursValue),
            moored: qty(r.mooringHoursValue),
            miles: qty(r.distanceValue),
            tidalPorts: r.tidalPortsCount,
            marks: marksOf(byTrip.get(r.id)),
          };
        })
        // A trip "in progress" that has not started yet has not happened.
        .filter((t) => t.status === "completed" || t.embarkationDate <= today)
    );
  }

  async report(ownerId: string, filterInput: unknown): Promise<SeaTimeReport> {
    const filter = parseInput(seaTimeFilterSchema, filterInput);
    const all = await this.countedTrips(ownerId);
    const yachtKey = filter.yacht === null ? null : registrationKey(filter.yacht);
    const trips = all.filter(
      (t) =>
        (filter.years.length === 0 || filter.years.includes(t.year)) &&
        (yachtKey === null || registrationKey(t.registrationNumber) === yachtKey) &&
        (filter.statuses.length === 0 || filter.statuses.includes(t.status)),
    );
    return {
      filter,
      today: this.today(),
      totals: totalsOf(trips),
      perYear: perYear(trips),
      licences: licenceProgress(trips),
      trips,
      available: { years: [...new Set(all.map((t) => t.year))].sort((a, b) => b - a), yachts: yachtOptions(all) },
    };
  }

  /** The captain's marks on one of their live trips (404 for anyone else's). */
  async setMarks(ownerId: string, tripId: string, input: unknown): Promise<TripMarks> {
    assertTripId(tripId);
    const { db, clock } = this.deps;
    const trip = await db.trip.findFirst({ where: { id: tripId, ownerId, deletedAt: null }, select: { sailingHoursValue: true, engineHoursValue: true } });
    if (!trip) throw new NotFoundError();
    const marks = parseInput(seaTimeMarksSchema, input);
    const hours = qty(trip.sailingHoursValue) + qty(trip.engineHoursValue);
    if (marks.nightHours !== null && qty(marks.nightHours) > hours) {
      throw new ValidationError({ nightHours: ["seatime.marks.nightHours.tooMany"] });
    }
    const data = { ...marks, updatedAt: clock.now() };
    const row = await db.seaTimeMark.upsert({ where: { tripId }, create: { tripId, ownerId, ...data }, update: data });
    return marksOf(row);
  }

  /** Marks several of the captain's live trips as sea voyages (or not, or unknown) at once. */
  async setSeaVoyages(ownerId: string, tripIds: readonly string[], seaVoyage: boolean | null): Promise<number> {
    const ids = [...new Set(tripIds)];
    ids.forEach(assertTripId);
    if (ids.length > 1000) throw ValidationError.field("tripIds", "validation.tooMany");
    const { db, clock } = this.deps;
    const own = await db.trip.findMany({ where: { id: { in: ids }, ownerId, deletedAt: null }, select: { id: true } });
    if (own.length !== ids.length) throw new NotFoundError();
    const updatedAt = clock.now();
    await db.$transaction(async (tx) => {
      for (const { id } of own) {
        await tx.seaTimeMark.upsert({ where: { tripId: id }, create: { tripId: id, ownerId, seaVoyage, updatedAt }, update: { seaVoyage, updatedAt } });
      }
    });
    return own.length;
  }
}

function yachtOptions(trips: readonly SeaTrip[]): YachtOption[] {
  const byKey = new Map<string, YachtOption>();
  for (const t of trips) {
    const key = registrationKey(t.registrationNumber);
    const known = byKey.get(key);
    // the newest trip's spelling of the name wins
    if (known) byKey.set(key, { ...known, name: t.yachtName, voyages: known.voyages + 1 });
    else byKey.set(key, { registrationNumber: t.registrationNumber, name: t.yachtName, voyages: 1 });
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, "pl"));
}
