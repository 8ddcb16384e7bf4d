// Reversal fees: the 10 zł charged when staff restore a deleted trip. Staff see all, a captain theirs.
// A captain sees who restored the trip by name only (never the staff account's e-mail or phone),
// and the trip only while it is theirs and not deleted.
import { builder } from "../../graphql/builder.ts";
import type { Context } from "../../graphql/context.ts";
import { NotFoundError } from "../../errors.ts";

const isStaff = (ctx: Context) => ctx.viewer.kind === "user" && ctx.viewer.user.role === "staff";

const FeeStaff = builder.objectRef<{ id: string; name: string; email: string }>("ReversalFeeStaff").implement({
  description: "The office staff member who restored a trip. Captains see the name only.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.string({ nullable: true, description: "Staff only; null for captains.", resolve: (s, _args, ctx) => (isStaff(ctx) ? s.email : null) }),
  }),
});

export const ReversalFeeStatusEnum = builder.enumType("ReversalFeeStatus", { values: ["due", "paid", "waived"] as const });

export const ReversalFeeType = builder.prismaObject("ReversalFee", {
  fields: (t) => ({
    id: t.exposeID("id"),
    tripId: t.exposeID("tripId"),
    trip: t.prismaField({
      type: "Trip",
      nullable: true,
      description: "The restored trip. Staff see it even when deleted again; its captain only while it is live.",
      resolve: (query, fee, _args, ctx) =>
        ctx.db.trip.findFirst({
          ...query,
          where: { id: fee.tripId, ...(isStaff(ctx) ? {} : { deletedAt: null, ownerId: ctx.viewer.kind === "user" ? ctx.viewer.user.id : "" }) },
        }),
    }),
    captain: t.relation("captain"),
    staff: t.field({
      type: FeeStaff,
      description: "The staff member who restored the trip (name only).",
      select: { staff: { select: { id: true, name: true, email: true } } },
      resolve: (fee) => fee.staff,
    }),
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
