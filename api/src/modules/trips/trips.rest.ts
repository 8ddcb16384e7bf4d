// REST shim of product spec §7 for /sailing-trips: the same TripsService as GraphQL, with the
// spec's `{ success, message, sailing_trip | sailing_trips }` answers in snake_case.
import { translate } from "../../../../validation/messages.ts";
import { json, jsonText, readJson } from "../../http/respond.ts";
import type { RestContext, RestRouter } from "../../http/rest-context.ts";
import { parseBody } from "../../http/parse-body.ts";
import { expectedVersionFromBody, tripFormFromBody, tripJson } from "./trip.json.ts";
import { restTripBodySchema, restTripStatusBodySchema } from "./trip.rest-schema.ts";
import { TRIP_SORTS, type TripSort } from "./trips.read.ts";
import { actorOf } from "./trips.service.ts";
import { WHOLE_TRIP, tripOfState } from "./trips.detail-sql.ts";
import type { TripState } from "./trip.events.ts";

const actor = (ctx: RestContext) => actorOf(ctx.viewer, ctx.requestId);

/** `?sort=embarkation_date&order=asc`, or one of TRIP_SORTS; default newest embarkation first. */
function sortFromQuery(url: URL): TripSort {
  const sort = (url.searchParams.get("sort") ?? "").toUpperCase();
  if ((TRIP_SORTS as readonly string[]).includes(sort)) return sort as TripSort;
  const order = (url.searchParams.get("order") ?? url.searchParams.get("direction") ?? "").toLowerCase();
  if (sort === "CREATED_AT") return "CREATED_AT_DESC";
  return order === "asc" ? "EMBARKATION_DATE_ASC" : "EMBARKATION_DATE_DESC";
}

const loadTrip = (ctx: RestContext, id: string) => ctx.services.tripReader.get(actor(ctx), id);
/** A command's trip as its projection wrote it: the answer needs no read after the commit. */
const written = (state: TripState) => tripOfState<Parameters<typeof tripJson>[0]>(state, WHOLE_TRIP);

export function registerTripRoutes(router: RestRouter) {
  router
    .on("GET", "/api/sailing-trips", async (req, _p, ctx) => {
      const url = new URL(req.url);
      const page = await ctx.services.tripReader.listTexts(actor(ctx), { search: url.searchParams.get("search"), sort: sortFromQuery(url) });
      const items = page.texts.map((text, i) => (i > 0 ? `,${text}` : text));
      return jsonText(['{"success":true,"sailing_trips":[', ...items, `],"total":${page.totalCount}}`]);
    })
    .on("POST", "/api/sailing-trips", async (req, _p, ctx) => {
      const body = parseBody(restTripBodySchema, await readJson(req));
      const state = await ctx.services.trips.create(actor(ctx), tripFormFromBody(body));
      return json({ success: true, message: translate(ctx.lang, "trips.created"), sailing_trip: tripJson(written(state)), data: { id: state.id } }, 201);
    })
    .on("GET", "/api/sailing-trips/:id", async (_req, { id }, ctx) => json({ success: true, sailing_trip: tripJson(await loadTrip(ctx, id)) }))
    .on("PUT", "/api/sailing-trips/:id", async (req, { id }, ctx) => {
      const body = parseBody(restTripBodySchema, await readJson(req));
      const state = await ctx.services.trips.update(actor(ctx), id, tripFormFromBody(body), expectedVersionFromBody(body));
      return json({ success: true, message: translate(ctx.lang, "trips.updated"), sailing_trip: tripJson(written(state)) });
    })
    .on("DELETE", "/api/sailing-trips/:id", async (_req, { id }, ctx) => {
      await ctx.services.trips.delete(actor(ctx), id);
      return json({ success: true, message: translate(ctx.lang, "trips.deleted") });
    })
    .on("PATCH", "/api/sailing-trips/:id/status", async (req, { id }, ctx) => {
      const { status } = parseBody(restTripStatusBodySchema, await readJson(req));
      const state = await ctx.services.trips.setStatus(actor(ctx), id, { status });
      return json({ success: true, message: translate(ctx.lang, "trips.statusChanged"), sailing_trip: tripJson(written(state)) });
    });
}
