// GraphQL object and input types of the trip log. Numbers stay the form's strings and dates are
// 'YYYY-MM-DD' strings, exactly as the wizard (and validation/trip.ts) handles them.
import { builder } from "../../graphql/builder.ts";
import type { Trip } from "../../generated/prisma/client.ts";
import { OTHER, TRIP_STATUSES, cruiseDays } from "../../../../validation/trip.ts";
import { UserRole } from "../auth/auth.schema.ts";
import { TRIP_EVENT_TYPES } from "./trip.events.ts";
import { TRIP_SORTS, type TripHistoryEntry } from "./trips.read.ts";
import type { FieldChange } from "./trip.history.ts";
import { isoDay, isoDayOrNull } from "../../dates.ts";

export const TripStatusEnum = builder.enumType("TripStatus", { values: TRIP_STATUSES });
export const TripSortEnum = builder.enumType("TripSort", {
  description: "List order; the default is EMBARKATION_DATE_DESC.",
  values: TRIP_SORTS,
});
const TripEventTypeEnum = builder.enumType("TripEventType", { values: TRIP_EVENT_TYPES });

const CAPTAIN_COLUMNS = {
  captainFirstName: true,
  captainLastName: true,
  captainEmail: true,
  captainPhone: true,
  licenseType: true,
  licenseNumber: true,
  otherLicense: true,
} as const;
type CaptainColumns = Pick<Trip, keyof typeof CAPTAIN_COLUMNS>;

const TripCaptain = builder.objectRef<CaptainColumns>("TripCaptain").implement({
  description: "The captain of the voyage as written on the trip card.",
  fields: (t) => ({
    firstName: t.string({ resolve: (r) => r.captainFirstName }),
    lastName: t.string({ resolve: (r) => r.captainLastName }),
    email: t.string({ nullable: true, resolve: (r) => r.captainEmail }),
    phone: t.string({ resolve: (r) => r.captainPhone }),
    licenseType: t.string({ description: "A licence value; `_other` means otherLicense.", resolve: (r) => r.licenseType }),
    licenseNumber: t.string({ resolve: (r) => r.licenseNumber }),
    otherLicense: t.string({ nullable: true, resolve: (r) => r.otherLicense }),
  }),
});

// Include mode (whole rows) on purpose: measured on a 350-trip list, Pothos' per-field select
// bookkeeping costs more than the columns it saves (see BENCHMARKS.md).
builder.prismaObject("VisitedPort", {
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    isTidalPort: t.exposeBoolean("isTidal"),
    arrivalDate: t.string({ nullable: true, resolve: (p) => isoDayOrNull(p.arrivalDate) }),
    departureDate: t.string({ nullable: true, resolve: (p) => isoDayOrNull(p.departureDate) }),
  }),
});

builder.prismaObject("CrewMember", {
  fields: (t) => ({
    id: t.exposeID("id"),
    fullName: t.exposeString("fullName"),
    email: t.exposeString("email", { nullable: true }),
    phone: t.exposeString("phone", { nullable: true }),
    role: t.exposeString("role", { description: "A CREW_ROLES value; `_other` means otherRole." }),
    otherRole: t.exposeString("otherRole", { nullable: true }),
    roleText: t.string({
      description: "The role to show: the free text for `_other`.",
      resolve: (m) => (m.role === OTHER ? (m.otherRole ?? "") : m.role),
    }),
    licenseType: t.exposeString("licenseType", { nullable: true }),
    otherLicense: t.exposeString("otherLicense", { nullable: true }),
    licenseText: t.string({
      nullable: true,
      description: "The licence to show: the free text for `_other`.",
      resolve: (m) => (m.licenseType === OTHER ? m.otherLicense : m.licenseType),
    }),
    licenseNumber: t.exposeString("licenseNumber", { nullable: true }),
    captainOpinion: t.exposeString("captainOpinion"),
    performance: t.exposeString("performance"),
    seasickness: t.exposeString("seasickness"),
    resistance: t.exposeString("resistance"),
    captainNotes: t.exposeString("captainNotes", { nullable: true }),
  }),
});

/**
 * Read with every Trip query (select mode): the list card's columns — small, and what most queries
 * ask for. Their fields read the row directly. A field made with `expose*` (or with its own
 * `select`) in select mode costs Pothos a loader-mapping lookup per row, which on a 350-trip list
 * cost more than reading these columns (issue 18, BENCHMARKS.md); the other columns (hours, hull,
 * notes…) are exposed and read only when asked for. trips.list-sql.int.test.ts compares the
 * hand-written list with Prisma on exactly these columns.
 */
export const TRIP_BASE_COLUMNS = {
  id: true,
  status: true,
  version: true,
  createdAt: true,
  yachtName: true,
  registrationNumber: true,
  embarkationPort: true,
  disembarkationPort: true,
  embarkationDate: true,
  disembarkationDate: true,
  distance: true,
  ...CAPTAIN_COLUMNS,
} as const;

export const TripType = builder.prismaObject("Trip", {
  select: TRIP_BASE_COLUMNS,
  fields: (t) => ({
    id: t.id({ resolve: (r) => r.id }),
    status: t.field({ type: TripStatusEnum, resolve: (r) => r.status }),
    version: t.int({ description: "The number of events in the trip's log; pass it back as expectedVersion.", resolve: (r) => r.version }),
    createdAt: t.field({ type: "DateTime", resolve: (r) => r.createdAt }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    deletedAt: t.expose("deletedAt", { type: "DateTime", nullable: true }),
    owner: t.relation("owner", { description: "The account the trip belongs to." }),
    deletedBy: t.relation("deletedBy", { nullable: true }),
    captain: t.field({ type: TripCaptain, resolve: (r) => r }),
    yachtName: t.string({ resolve: (r) => r.yachtName }),
    registrationNumber: t.string({ resolve: (r) => r.registrationNumber }),
    homePort: t.exposeString("homePort"),
    hullLength: t.exposeString("hullLength"),
    enginesCount: t.exposeString("enginesCount"),
    enginePower: t.exposeString("enginePower"),
    embarkationPort: t.string({ resolve: (r) => r.embarkationPort }),
    isEmbarkationTidalPort: t.exposeBoolean("isEmbarkationTidalPort"),
    disembarkationPort: t.string({ resolve: (r) => r.disembarkationPort }),
    isDisembarkationTidalPort: t.exposeBoolean("isDisembarkationTidalPort"),
    visitedPorts: t.relation("visitedPorts", { query: { orderBy: { position: "asc" } } }),
    distance: t.string({ resolve: (r) => r.distance }),
    embarkationDate: t.string({ resolve: (r) => isoDay(r.embarkationDate) }),
    disembarkationDate: t.string({ resolve: (r) => isoDay(r.disembarkationDate) }),
    cruiseDays: t.int({
      description: "Whole days between the dates.",
      resolve: (r) => cruiseDays(r.embarkationDate, r.disembarkationDate) ?? 0,
    }),
    sailingHours: t.exposeString("sailingHours"),
    engineHours: t.exposeString("engineHours"),
    mooringHours: t.exposeString("mooringHours"),
    tidalHours: t.exposeString("tidalHours"),
    tidalPortsCount: t.exposeInt("tidalPortsCount"),
    logbookNumber: t.exposeString("logbookNumber", { nullable: true }),
    captainNotes: t.exposeString("captainNotes", { nullable: true }),
    crewMembers: t.relation("crewMembers", { query: { orderBy: { position: "asc" } } }),
  }),
});

const TripActor = builder.objectRef<TripHistoryEntry["actor"]>("TripActor").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    role: t.field({ type: UserRole, resolve: (a) => a.role }),
  }),
});

const TripFieldChangeType = builder.objectRef<FieldChange>("TripFieldChange").implement({
  description:
    "One field an edit changed. A value: before → after as text (flags 'true'/'false'); a list (visitedPorts, crewMembers): the names added, removed and edited.",
  fields: (t) => ({
    field: t.exposeString("field", { description: "The wizard's field name, e.g. disembarkationPort." }),
    before: t.exposeString("before", { nullable: true, description: "The value before the edit as text; null when it was empty or for a list." }),
    after: t.exposeString("after", { nullable: true, description: "The value after the edit as text; null when it is empty or for a list." }),
    added: t.exposeStringList("added", { description: "A list field's entries (port or crew member names) the edit added." }),
    removed: t.exposeStringList("removed", { description: "A list field's entries (port or crew member names) the edit removed." }),
    edited: t.exposeStringList("edited", { description: "A list field's entries (port or crew member names) the edit changed." }),
  }),
});

export const TripHistoryEntryType = builder.objectRef<TripHistoryEntry>("TripHistoryEntry").implement({
  description: "One event of a trip's log.",
  fields: (t) => ({
    type: t.field({ type: TripEventTypeEnum, resolve: (e) => e.type }),
    version: t.exposeInt("version"),
    occurredAt: t.expose("occurredAt", { type: "DateTime" }),
    status: t.field({ type: TripStatusEnum, description: "The status after the event.", resolve: (e) => e.status }),
    actor: t.field({ type: TripActor, resolve: (e) => e.actor }),
    changedFields: t.exposeStringList("changedFields", { description: "Trip form fields (plus status, deleted) that differ from before." }),
    changes: t.field({ type: [TripFieldChangeType], description: "An edit's changes, field by field (empty for other events).", resolve: (e) => e.changes }),
  }),
});

const VisitedPortInput = builder.inputType("VisitedPortInput", {
  fields: (t) => ({
    id: t.id({ description: "Send a saved port's id back to keep it." }),
    name: t.string(),
    isTidalPort: t.boolean(),
    arrivalDate: t.string(),
    departureDate: t.string(),
  }),
});

const CrewMemberInput = builder.inputType("CrewMemberInput", {
  fields: (t) => ({
    id: t.id({ description: "Send a saved member's id back to keep it (crew opinion PDFs use it)." }),
    fullName: t.string(),
    email: t.string(),
    phone: t.string(),
    role: t.string(),
    otherRole: t.string(),
    licenseType: t.string(),
    otherLicense: t.string(),
    licenseNumber: t.string(),
    captainOpinion: t.string(),
    performance: t.string(),
    seasickness: t.string(),
    resistance: t.string(),
    captainNotes: t.string(),
  }),
});

export const TripInputType = builder.inputType("TripInput", {
  description: "The wizard's form data (camelCase); validated by validation/trip.ts tripSchema.",
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    email: t.string(),
    phone: t.string(),
    licenseType: t.string(),
    licenseNumber: t.string(),
    otherLicense: t.string(),
    yachtName: t.string(),
    registrationNumber: t.string(),
    homePort: t.string(),
    hullLength: t.string(),
    enginesCount: t.string(),
    enginePower: t.string(),
    embarkationPort: t.string(),
    disembarkationPort: t.string(),
    distance: t.string(),
    embarkationDate: t.string({ description: "YYYY-MM-DD" }),
    disembarkationDate: t.string({ description: "YYYY-MM-DD" }),
    sailingHours: t.string(),
    engineHours: t.string(),
    mooringHours: t.string(),
    tidalHours: t.string(),
    confirmTidalWithoutPorts: t.boolean({
      description: "The captain confirms hours in tidal waters with no port marked tidal (required then); not stored.",
    }),
    logbookNumber: t.string(),
    captainNotes: t.string(),
    isEmbarkationTidalPort: t.boolean(),
    isDisembarkationTidalPort: t.boolean(),
    tidalPortsCount: t.int({ description: "Ignored: the server derives it." }),
    visitedPorts: t.field({ type: [VisitedPortInput] }),
    crewMembers: t.field({ type: [CrewMemberInput] }),
  }),
});
