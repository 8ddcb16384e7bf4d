// Reversal fees: the 10 zł charged when staff restore a deleted trip. Staff see all, a captain theirs.
import { builder } from "../../graphql/builder.ts";
import { NotFoundError } from "../../errors.ts";

export const ReversalFeeStatusEnum = builder.enumType("ReversalFeeStatus", { values: ["due", "paid", "waived"] as const });

export const ReversalFeeType = builder.prismaObject("ReversalFee", {
  fields: (t) => ({
    id: t.exposeID("id"),
    tripId: t.exposeID("tripId"),
    trip: t.prismaField({
      type: "Trip",
      nullable: true,
      description: "The restored trip (its deletedAt is set again if it was deleted once more).",
      resolve: (query, fee, _args, ctx) => ctx.db.trip.findUnique({ ...query, where: { id: fee.tripId } }),
    }),
    captain: t.relation("captain"),
    staff: t.relation("staff", { description: "The staff member who restored the trip." }),
    amountGrosze: t.exposeInt("amountGrosze", { description: "1000 = 10.00 PLN." }),
    amount: t.string({ description: "The amount with two decimals, e.g. '10.00'.", resolve: (f) => (f.amountGrosze / 100).toFixed(2) }),
    currency: t.exposeString("currency"),
    status: t.expose("status", { type: ReversalFeeStatusEnum }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.queryFields((t) => ({
  reversalFees: t.prismaField({
    type: ["ReversalFee"],
    authScopes: { staff: true },
    description: "Staff: every reversal fee, newest first.",
    resolve: (query, _root, _args, ctx) => ctx.db.reversalFee.findMany({ ...query, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: 1000 }),
  }),
  myReversalFees: t.prismaField({
    type: ["ReversalFee"],
    authScopes: { captain: true },
    description: "The signed-in captain's reversal fees, newest first.",
    resolve: (query, _root, _args, ctx) => {
      if (ctx.viewer.kind !== "user") throw new NotFoundError();
      return ctx.db.reversalFee.findMany({ ...query, where: { captainId: ctx.viewer.user.id }, orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
    },
  }),
}));
