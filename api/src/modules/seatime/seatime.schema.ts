// GraphQL of sea time for the web client and third parties: `seaTime` (the same data and filters as
// GET /api/sea-time) and the captain's per-trip marks. Numbers are Floats summed exactly.
import { builder } from "../../graphql/builder.ts";
import type { Context } from "../../graphql/context.ts";
import { ForbiddenError } from "../../errors.ts";
import { translate } from "../../../../validation/messages.ts";
import { SEA_TIME_STATUSES } from "../../../../validation/seatime.ts";
import { actorOf } from "../trips/trips.service.ts";
import type { LicenceProgress, RequirementProgress } from "./licence-progress.ts";
import { toNumber } from "./quantity.ts";
import { underway, type SeaTrip, type TripMarks } from "./sea-trip.ts";
import type { Totals } from "./sea-time-totals.ts";
import { licenceName, requirementLabel } from "./seatime.json.ts";
import type { SeaTimeReport, YachtOption } from "./seatime.service.ts";

function captainId(ctx: Context): string {
  const actor = actorOf(ctx.viewer, ctx.requestId);
  if (actor.role !== "captain") throw new ForbiddenError();
  return actor.id;
}

const SeaTimeStatusEnum = builder.enumType("SeaTimeStatus", {
  description: "The statuses that count: trips that happened. Planned and cancelled trips never count.",
  values: SEA_TIME_STATUSES,
});
const ProgressStatusEnum = builder.enumType("LicenceProgressStatus", {
  description: "met; missing (known not met); unknown (not met by the marked trips, and some trips are not marked).",
  values: ["met", "missing", "unknown"] as const,
});

type Largest = NonNullable<Totals["largestYacht"]>;
const LargestYacht = builder.objectRef<Largest>("SeaTimeLargestYacht").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    registrationNumber: t.exposeString("registrationNumber"),
    hullLength: t.exposeFloat("hullLength", { description: "m" }),
  }),
});

const SeaTimeTotals = builder.objectRef<Totals>("SeaTimeTotals").implement({
  fields: (t) => ({
    voyages: t.exposeInt("voyages"),
    days: t.exposeInt("days", { description: "Days on board, both ends included; trips in progress up to today." }),
    hoursUnderway: t.exposeFloat("hoursUnderway", { description: "Sailing + engine hours." }),
    hoursSail: t.exposeFloat("hoursSail"),
    hoursEngine: t.exposeFloat("hoursEngine"),
    hoursTidal: t.exposeFloat("hoursTidal", { description: "Of the hours underway, in tidal waters." }),
    hoursMoored: t.exposeFloat("hoursMoored", { description: "Mooring hours: shown apart, they do not count." }),
    miles: t.exposeFloat("miles", { description: "Nautical miles." }),
    tidalPorts: t.exposeInt("tidalPorts"),
    largestYacht: t.field({ type: LargestYacht, nullable: true, resolve: (r) => r.largestYacht }),
  }),
});

const SeaTimeYear = builder.objectRef<Totals & { year: number }>("SeaTimeYear").implement({
  fields: (t) => ({ year: t.exposeInt("year"), totals: t.field({ type: SeaTimeTotals, resolve: (y) => y }) }),
});

const SeaTimeMarks = builder.objectRef<TripMarks>("SeaTimeMarks").implement({
  description: "The captain's marks on a trip for what its data cannot tell; null = not known.",
  fields: (t) => ({
    seaVoyage: t.boolean({ nullable: true, resolve: (m) => m.seaVoyage }),
    inCommand: t.boolean({ nullable: true, description: "In sole command (skipper).", resolve: (m) => m.inCommand }),
    nightHours: t.float({ nullable: true, resolve: (m) => (m.nightHours === null ? null : toNumber(m.nightHours)) }),
    passagesOver60: t.int({ nullable: true, description: "Passages over 60 NM.", resolve: (m) => m.passagesOver60 }),
  }),
});

const SeaTimeTrip = builder.objectRef<SeaTrip>("SeaTimeTrip").implement({
  description: "A counted trip.",
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.field({ type: SeaTimeStatusEnum, resolve: (r) => r.status }),
    year: t.exposeInt("year", { description: "The embarkation year: a trip over New Year counts in the year it started." }),
    embarkationDate: t.exposeString("embarkationDate"),
    disembarkationDate: t.exposeString("disembarkationDate"),
    days: t.exposeInt("days"),
    yachtName: t.exposeString("yachtName"),
    registrationNumber: t.exposeString("registrationNumber"),
    hullLength: t.float({ resolve: (r) => toNumber(r.hullLength) }),
    embarkationPort: t.exposeString("embarkationPort"),
    disembarkationPort: t.exposeString("disembarkationPort"),
    visitedPorts: t.exposeStringList("visitedPorts"),
    hoursUnderway: t.float({ resolve: (r) => toNumber(underway(r)) }),
    hoursSail: t.float({ resolve: (r) => toNumber(r.sail) }),
    hoursEngine: t.float({ resolve: (r) => toNumber(r.engine) }),
    hoursTidal: t.float({ resolve: (r) => toNumber(r.tidal) }),
    hoursMoored: t.float({ resolve: (r) => toNumber(r.moored) }),
    miles: t.float({ resolve: (r) => toNumber(r.miles) }),
    tidalPorts: t.exposeInt("tidalPorts"),
    marks: t.field({ type: SeaTimeMarks, resolve: (r) => r.marks }),
  }),
});

const RequirementParam = builder.objectRef<{ name: string; value: number }>("LicenceRequirementParam").implement({
  description: "A threshold inside the requirement, e.g. hullOverM = 7.5 (the label's placeholders).",
  fields: (t) => ({ name: t.exposeString("name"), value: t.exposeFloat("value") }),
});

const RequirementProgressType = builder.objectRef<RequirementProgress>("LicenceRequirementProgress").implement({
  fields: (t) => ({
    key: t.exposeString("key"),
    label: t.string({ description: "In the caller's language.", resolve: (r, _a, ctx) => requirementLabel(ctx.lang, r) }),
    params: t.field({
      type: [RequirementParam],
      resolve: (r) => Object.entries(r.params).flatMap(([name, value]) => (typeof value === "number" ? [{ name, value }] : [])),
    }),
    done: t.exposeFloat("done"),
    required: t.exposeFloat("required"),
    missing: t.exposeFloat("missing"),
    unit: t.exposeString("unit", { description: "voyages, h, days, NM, % or passages." }),
    met: t.exposeBoolean("met"),
    status: t.field({ type: ProgressStatusEnum, resolve: (r) => r.status }),
    tripIds: t.idList({ description: "The trips that count toward it.", resolve: (r) => r.tripIds }),
    unmarkedTripIds: t.idList({ description: "Trips that would count if marked.", resolve: (r) => r.unmarkedTripIds }),
    marks: t.exposeStringList("marks", { description: "The marks it reads: seaVoyage, inCommand, nightHours, passagesOver60." }),
    source: t.exposeString("source"),
  }),
});

const LicenceProgressType = builder.objectRef<LicenceProgress>("LicenceProgress").implement({
  fields: (t) => ({
    code: t.exposeString("code"),
    name: t.string({ resolve: (l, _a, ctx) => licenceName(ctx.lang, l.code) }),
    met: t.exposeBoolean("met"),
    status: t.field({ type: ProgressStatusEnum, resolve: (l) => l.status }),
    source: t.exposeString("source"),
    requirements: t.field({ type: [RequirementProgressType], resolve: (l) => l.requirements }),
  }),
});

const YachtOptionType = builder.objectRef<YachtOption>("SeaTimeYachtOption").implement({
  fields: (t) => ({ registrationNumber: t.exposeString("registrationNumber"), name: t.exposeString("name"), voyages: t.exposeInt("voyages") }),
});

const SeaTimeType = builder.objectRef<SeaTimeReport>("SeaTime").implement({
  description: "Sea time over the trips that happened (completed; in progress up to today), after the filters.",
  fields: (t) => ({
    today: t.exposeString("today", { description: "The day (Poland) in-progress trips are counted up to." }),
    totals: t.field({ type: SeaTimeTotals, resolve: (r) => r.totals }),
    perYear: t.field({ type: [SeaTimeYear], resolve: (r) => r.perYear }),
    licences: t.field({ type: [LicenceProgressType], resolve: (r) => r.licences }),
    trips: t.field({ type: [SeaTimeTrip], resolve: (r) => r.trips }),
    availableYears: t.intList({ description: "Years with counted trips (before the filters).", resolve: (r) => r.available.years }),
    availableYachts: t.field({ type: [YachtOptionType], resolve: (r) => r.available.yachts }),
  }),
});

builder.queryField("seaTime", (t) =>
  t.field({
    type: SeaTimeType,
    authScopes: { captain: true },
    args: {
      years: t.arg.intList({ description: "Embarkation years; empty = all." }),
      yacht: t.arg.string({ description: "A registration number (spaces and case ignored)." }),
      status: t.arg({ type: [SeaTimeStatusEnum], description: "completed and/or in_progress; empty = both." }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.seaTime.report(captainId(ctx), { years: args.years ?? [], yacht: args.yacht ?? null, statuses: args.status ?? [] }),
  }),
);

const SeaTimeMarksInput = builder.inputType("SeaTimeMarksInput", {
  description: "null = not known.",
  fields: (t) => ({
    seaVoyage: t.boolean(),
    inCommand: t.boolean(),
    nightHours: t.string({ description: "A number of hours, at most the trip's hours underway." }),
    passagesOver60: t.int(),
  }),
});

const SetMarksPayload = builder.objectRef<{ tripId: string; marks: TripMarks; message: string }>("SetSeaTimeMarksPayload").implement({
  fields: (t) => ({
    tripId: t.exposeID("tripId"),
    marks: t.field({ type: SeaTimeMarks, resolve: (p) => p.marks }),
    message: t.exposeString("message"),
  }),
});

builder.mutationFields((t) => ({
  setSeaTimeMarks: t.field({
    type: SetMarksPayload,
    authScopes: { captain: true },
    description: "Replaces the captain's marks on one of their trips.",
    args: { tripId: t.arg.id({ required: true }), input: t.arg({ type: SeaTimeMarksInput, required: true }) },
    resolve: async (_root, { tripId, input }, ctx) => {
      const marks = await ctx.services.seaTime.setMarks(captainId(ctx), String(tripId), input);
      return { tripId: String(tripId), marks, message: translate(ctx.lang, "seatime.marks.saved") };
    },
  }),
  markSeaVoyages: t.field({
    type: "Int",
    authScopes: { captain: true },
    description: "Marks several of the captain's trips as sea voyages (true), not (false) or not known (null); answers how many.",
    args: { tripIds: t.arg.idList({ required: true }), seaVoyage: t.arg.boolean() },
    resolve: (_root, { tripIds, seaVoyage }, ctx) => ctx.services.seaTime.setSeaVoyages(captainId(ctx), tripIds.map(String), seaVoyage ?? null),
  }),
}));
