// GraphQL operations of the yacht database: the captain's own yachts, the wizard's search, and
// create/update (Premium) and delete. Numbers are the form's strings, as in the trip log.
import { builder } from "../../graphql/builder.ts";
import { MessagePayload } from "../../graphql/common.ts";
import type { Context } from "../../graphql/context.ts";
import { translate } from "../../../../validation/messages.ts";
import { actorOf } from "../trips/trips.service.ts";

const actor = (ctx: Context) => actorOf(ctx.viewer, ctx.requestId);

builder.prismaObject("Yacht", {
  description: "A yacht of the captain's database (spec §3).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    registrationNumber: t.exposeString("registrationNumber"),
    homePort: t.exposeString("homePort"),
    hullLength: t.string({ description: "Metres, to 0.01.", resolve: (y) => y.hullLength.toString() }),
    enginesCount: t.exposeInt("enginesCount"),
    enginePower: t.string({ description: "kW, to 0.1.", resolve: (y) => y.enginePower.toString() }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const YachtInputType = builder.inputType("YachtInput", {
  description: "The yacht form (numbers as typed); validated by validation/yacht.ts yachtSchema.",
  fields: (t) => ({
    name: t.string(),
    registrationNumber: t.string(),
    homePort: t.string(),
    hullLength: t.string(),
    enginesCount: t.string(),
    enginePower: t.string(),
  }),
});

builder.queryFields((t) => ({
  yachts: t.prismaField({
    type: ["Yacht"],
    authScopes: { captain: true },
    description: "The captain's yachts by name; search: name or registration number, case-insensitive.",
    args: { search: t.arg.string() },
    resolve: (_query, _root, { search }, ctx) => ctx.services.yachts.list(actor(ctx), search),
  }),
  yacht: t.prismaField({
    type: "Yacht",
    authScopes: { captain: true },
    description: "One of the captain's yachts; another captain's is NOT_FOUND.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_query, _root, { id }, ctx) => ctx.services.yachts.get(actor(ctx), String(id)),
  }),
  searchYachts: t.prismaField({
    type: ["Yacht"],
    authScopes: { captain: true },
    description: "The trip wizard's yacht search: at least 2 characters, up to 20 yachts.",
    args: { term: t.arg.string({ required: true }) },
    resolve: (_query, _root, { term }, ctx) => ctx.services.yachts.search(actor(ctx), term),
  }),
}));

builder.mutationFields((t) => ({
  createYacht: t.prismaField({
    type: "Yacht",
    authScopes: { captain: true },
    description: "Needs Premium (PREMIUM_REQUIRED), fewer than 150 yachts and a new registration number (CONFLICT).",
    args: { input: t.arg({ type: YachtInputType, required: true }) },
    resolve: (_query, _root, { input }, ctx) => ctx.services.yachts.create(actor(ctx), input),
  }),
  updateYacht: t.prismaField({
    type: "Yacht",
    authScopes: { captain: true },
    description: "Needs Premium; the registration number stays unique among the captain's yachts.",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: YachtInputType, required: true }) },
    resolve: (_query, _root, { id, input }, ctx) => ctx.services.yachts.update(actor(ctx), String(id), input),
  }),
  deleteYacht: t.field({
    type: MessagePayload,
    authScopes: { captain: true },
    description: "Deleting does not need Premium.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await ctx.services.yachts.delete(actor(ctx), String(id));
      return { success: true, message: translate(ctx.lang, "validation.yacht.deleted") };
    },
  }),
}));
