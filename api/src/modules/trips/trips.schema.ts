// GraphQL operations of the trip log. Reads query the read model (spreading Pothos' `query` so
// relations load without N+1); writes go through TripsService and then read the fresh row.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { builder } from "../../graphql/builder.ts";
import { MessagePayload } from "../../graphql/common.ts";
import type { Context } from "../../graphql/context.ts";
import { NotFoundError } from "../../errors.ts";
import { translate } from "../../../../validation/messages.ts";
import type { Trip } from "../../generated/prisma/client.ts";
import { ReversalFeeType } from "./fees.schema.ts";
import { cardColumns, listTripCards } from "./trips.list-sql.ts";
import { TRIPS_READ_SCOPES } from "./trips.list-answer.ts";
import { detailSelection, readTripDetail, tripOfState } from "./trips.detail-sql.ts";
import type { TripState } from "./trip.events.ts";
import { actorOf } from "./trips.service.ts";
import { pageOf, tripHistory, tripListArgs, visibleTripWhere } from "./trips.read.ts";
import { TripHistoryEntryType, TripInputType, TripSortEnum, TripStatusEnum, TripType } from "./trips.types.ts";

const actor = (ctx: Context) => actorOf(ctx.viewer, ctx.requestId);

type TripPage = { nodes: Trip[]; totalCount: number; hasNextPage: boolean; endCursor: string | null };

const TripList = builder.objectRef<TripPage>("TripList").implement({
  description: "One page of trips, newest embarkation first unless sorted otherwise.",
  fields: (t) => ({
    nodes: t.field({ type: [TripType], resolve: (p) => p.nodes }),
    totalCount: t.exposeInt("totalCount", { description: "All trips matching the search, on every page." }),
    hasNextPage: t.exposeBoolean("hasNextPage"),
    endCursor: t.exposeString("endCursor", { nullable: true, description: "Pass as `after` for the next page." }),
  }),
});

builder.queryFields((t) => ({
  trips: t.field({
    type: TripList,
    // The list screen's query is answered by trips.list-answer.ts, which asks the same scopes.
    authScopes: TRIPS_READ_SCOPES,
    description: "A captain's own trips (staff: everyone's), not deleted. Search: yacht, captain name, registration number, ports.",
    args: {
      search: t.arg.string(),
      sort: t.arg({ type: TripSortEnum }),
      first: t.arg.int({ description: "Page size, 1–350 (default 350)." }),
      after: t.arg.string(),
    },
    resolve: async (_root, args, ctx, info) => {
      const list = tripListArgs(actor(ctx), args);
      const query = queryFromInfo({ context: ctx, info, path: ["nodes"] });
      // The list screen's card columns, first page: one hand-written query (trips.list-sql.ts).
      const columns = cardColumns(query.select, list);
      if (columns) {
        const { rows, totalCount } = await listTripCards<Trip>(ctx.db, list, columns);
        return { ...pageOf(rows, list), totalCount };
      }
      const [rows, totalCount] = await Promise.all([
        ctx.db.trip.findMany({ ...query, where: list.pageWhere, orderBy: list.orderBy, take: list.take }),
        ctx.db.trip.count({ where: list.where }),
      ]);
      return { ...pageOf(rows, list), totalCount };
    },
  }),
  trip: t.prismaField({
    type: "Trip",
    authScopes: { captain: true, staff: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      const where = visibleTripWhere(actor(ctx), String(id));
      // The trip page's columns, ports and crew: one hand-written query (trips.detail-sql.ts).
      const selection = detailSelection(query);
      const trip = selection
        ? await readTripDetail<Trip>(ctx.db, { id: String(id), ownerId: where.ownerId as string | undefined }, selection)
        : await ctx.db.trip.findUnique({ ...query, where });
      if (!trip) throw new NotFoundError();
      return trip;
    },
  }),
  tripHistory: t.field({
    type: [TripHistoryEntryType],
    authScopes: { captain: true, staff: true },
    args: { tripId: t.arg.id({ required: true }) },
    resolve: (_root, { tripId }, ctx) => tripHistory(ctx.db, actor(ctx), String(tripId)),
  }),
  deletedTrips: t.prismaField({
    type: ["Trip"],
    authScopes: { staff: true },
    description: "Staff: deleted trips, most recently deleted first.",
    resolve: (query, _root, _args, ctx) =>
      ctx.db.trip.findMany({ ...query, where: { deletedAt: { not: null } }, orderBy: [{ deletedAt: "desc" }, { id: "asc" }], take: 1000 }),
  }),
}));

/**
 * A command's answer: the trip as its projection just wrote it (trips.detail-sql.ts `tripOfState`,
 * no read after the commit) for the trip page's columns and children; any other selection (the
 * owner, the decimal sums) is read through Prisma.
 */
function answer<Q extends object>(ctx: Context, query: Q, state: TripState): Trip | Promise<Trip> {
  const selection = detailSelection(query);
  return selection && !state.deletedAt ? tripOfState<Trip>(state, selection) : ctx.db.trip.findUniqueOrThrow({ ...query, where: { id: state.id } });
}

const RestoreTripPayload = builder.objectRef<{ tripId: string; feeId: string; message: string }>("RestoreTripPayload");

builder.mutationFields((t) => ({
  createTrip: t.prismaField({
    type: "Trip",
    authScopes: { captain: true },
    description: "Needs Premium (PREMIUM_REQUIRED) and fewer than 350 trips (CONFLICT).",
    args: { input: t.arg({ type: TripInputType, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const state = await ctx.services.trips.create(actor(ctx), input);
      return answer(ctx, query, state);
    },
  }),
  updateTrip: t.prismaField({
    type: "Trip",
    authScopes: { captain: true },
    description: "Replaces the trip's data. With expectedVersion, a trip changed in the meantime is a CONFLICT.",
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: TripInputType, required: true }),
      expectedVersion: t.arg.int(),
    },
    resolve: async (query, _root, { id, input, expectedVersion }, ctx) => {
      const state = await ctx.services.trips.update(actor(ctx), String(id), input, expectedVersion);
      return answer(ctx, query, state);
    },
  }),
  setTripStatus: t.prismaField({
    type: "Trip",
    authScopes: { captain: true },
    description: "planned → in_progress → completed; planned|in_progress → cancelled; cancelled → planned. Same status: no change.",
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: TripStatusEnum, required: true }) },
    resolve: async (query, _root, { id, status }, ctx) => {
      const state = await ctx.services.trips.setStatus(actor(ctx), String(id), { status });
      return answer(ctx, query, state);
    },
  }),
  deleteTrip: t.field({
    type: MessagePayload,
    authScopes: { captain: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await ctx.services.trips.delete(actor(ctx), String(id));
      return { success: true, message: translate(ctx.lang, "trips.deleted") };
    },
  }),
  restoreTrip: t.field({
    type: RestoreTripPayload,
    authScopes: { staff: true },
    description: "Staff: undeletes a trip and charges its captain the 10.00 PLN reversal fee.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const { state, feeId } = await ctx.services.trips.restore(actor(ctx), String(id));
      return { tripId: state.id, feeId, message: translate(ctx.lang, "trips.restored") };
    },
  }),
}));

RestoreTripPayload.implement({
  fields: (t) => ({
    message: t.exposeString("message"),
    trip: t.field({
      type: TripType,
      resolve: (p, _args, ctx, info) => ctx.db.trip.findUniqueOrThrow({ ...queryFromInfo({ context: ctx, info }), where: { id: p.tripId } }),
    }),
    fee: t.field({
      type: ReversalFeeType,
      resolve: (p, _args, ctx, info) => ctx.db.reversalFee.findUniqueOrThrow({ ...queryFromInfo({ context: ctx, info }), where: { id: p.feeId } }),
    }),
  }),
});
