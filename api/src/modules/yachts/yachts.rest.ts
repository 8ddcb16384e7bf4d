// REST shim of product spec §7 for /yachts: the same YachtsService as GraphQL, answering
// `{ success, message?, data }` with the yacht in snake_case and its numbers as strings.
import { translate } from "../../../../validation/messages.ts";
import type { Yacht } from "../../generated/prisma/client.ts";
import { json, readJson } from "../../http/respond.ts";
import type { RestContext, RestRouter } from "../../http/rest-context.ts";
import { actorOf } from "../trips/trips.service.ts";
import type { z } from "zod";
import { yachtBody, type yachtSchema } from "../../openapi/schemas.ts";
import { camelKeys, parseRestBody } from "../../http/parse-body.ts";

const actor = (ctx: RestContext) => actorOf(ctx.viewer, ctx.requestId);

export const yachtJson = (y: Yacht): z.input<typeof yachtSchema> => ({
  id: y.id,
  name: y.name,
  registration_number: y.registrationNumber,
  home_port: y.homePort,
  hull_length: y.hullLength.toString(),
  engines_count: y.enginesCount,
  engine_power: y.enginePower.toString(),
  created_at: y.createdAt.toISOString(),
  updated_at: y.updatedAt.toISOString(),
});

/** The spec's snake_case body (camelCase accepted too), checked against its documented schema, as the form the shared schema parses. */
const yachtFormFromBody = (body: unknown) => camelKeys(parseRestBody(yachtBody, body));

export function registerYachtRoutes(router: RestRouter) {
  router
    .on("GET", "/api/yachts", async (req, _p, ctx) => {
      const yachts = await ctx.services.yachts.list(actor(ctx), new URL(req.url).searchParams.get("search"));
      return json({ success: true, data: yachts.map(yachtJson), total: yachts.length });
    })
    .on("GET", "/api/yachts/search", async (req, _p, ctx) => {
      const yachts = await ctx.services.yachts.search(actor(ctx), new URL(req.url).searchParams.get("term"));
      return json({ success: true, data: yachts.map(yachtJson) });
    })
    .on("POST", "/api/yachts", async (req, _p, ctx) => {
      const yacht = await ctx.services.yachts.create(actor(ctx), yachtFormFromBody(await readJson(req)));
      return json({ success: true, message: translate(ctx.lang, "validation.yacht.created"), data: yachtJson(yacht) }, 201);
    })
    .on("GET", "/api/yachts/:id", async (_req, { id }, ctx) => json({ success: true, data: yachtJson(await ctx.services.yachts.get(actor(ctx), id)) }))
    .on("PUT", "/api/yachts/:id", async (req, { id }, ctx) => {
      const yacht = await ctx.services.yachts.update(actor(ctx), id, yachtFormFromBody(await readJson(req)));
      return json({ success: true, message: translate(ctx.lang, "validation.yacht.updated"), data: yachtJson(yacht) });
    })
    .on("DELETE", "/api/yachts/:id", async (_req, { id }, ctx) => {
      await ctx.services.yachts.delete(actor(ctx), id);
      return json({ success: true, message: translate(ctx.lang, "validation.yacht.deleted") });
    });
}
