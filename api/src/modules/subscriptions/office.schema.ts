// GraphQL for the office (/staff): captains with their Premium and payments, reversal fees paid or
// waived, discount codes, and every invoice. Lists are searched and cursor-paged on the server.
import { builder } from "../../graphql/builder.ts";
import type { DiscountCode, User } from "../../generated/prisma/client.ts";
import { ReversalFeeStatusEnum, ReversalFeeType } from "../trips/fees.schema.ts";
import { connectionType, cursorArgs } from "../../graphql/connection.ts";
import { pageArgs } from "../../graphql/cursor.ts";
import type { DiscountCodeRow } from "./discounts.service.ts";
import { InvoiceType, PaymentType } from "./payments.types.ts";
import { SubscriptionType } from "./subscriptions.schema.ts";

const DiscountKindEnum = builder.enumType("DiscountKind", { values: ["FREE_DAYS", "PERCENT"] as const });

const CaptainAccount = builder.objectRef<User>("CaptainAccount").implement({
  description: "A captain as the office sees them.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    activeSubscription: t.field({ type: SubscriptionType, nullable: true, resolve: (u, _a, ctx) => ctx.services.subscriptions.active(u.id) }),
    subscriptions: t.field({ type: [SubscriptionType], resolve: (u, _a, ctx) => ctx.services.subscriptions.history(u.id) }),
    payments: t.field({ type: [PaymentType], resolve: (u, _a, ctx) => ctx.services.office.payments(u.id) }),
    reversalFees: t.prismaField({
      type: ["ReversalFee"],
      resolve: (query, u, _a, ctx) => ctx.db.reversalFee.findMany({ ...query, where: { captainId: u.id }, orderBy: [{ createdAt: "desc" }, { id: "asc" }] }),
    }),
  }),
});

const DiscountCodeType = builder.objectRef<DiscountCodeRow | DiscountCode>("DiscountCode").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    code: t.exposeString("code"),
    kind: t.field({ type: DiscountKindEnum, resolve: (c) => c.kind }),
    value: t.exposeInt("value", { description: "Days (FREE_DAYS) or percent (PERCENT)." }),
    maxUses: t.int({ nullable: true, resolve: (c) => c.maxUses }),
    uses: t.exposeInt("uses"),
    expiresAt: t.field({ type: "DateTime", nullable: true, resolve: (c) => c.expiresAt }),
    active: t.exposeBoolean("active"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    createdByName: t.string({ nullable: true, resolve: (c) => ("createdBy" in c ? (c.createdBy?.name ?? null) : null) }),
  }),
});

const CaptainList = connectionType("CaptainList", CaptainAccount, "captain accounts");
const DiscountCodeList = connectionType("DiscountCodeList", DiscountCodeType, "discount codes");
const InvoiceList = connectionType("InvoiceList", InvoiceType, "invoices");

const DiscountCodeInput = builder.inputType("DiscountCodeInput", {
  fields: (t) => ({
    code: t.string({ required: true }),
    kind: t.field({ type: DiscountKindEnum, required: true }),
    value: t.int({ required: true, description: "Days for FREE_DAYS (1–3650), percent for PERCENT (1–99)." }),
    maxUses: t.int({ description: "Empty: no limit." }),
    expiresAt: t.string({ description: "YYYY-MM-DD (valid through that day, Polish time) or an ISO date-time; empty: never." }),
  }),
});

const listArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({ search: t.arg.string(), ...cursorArgs(t) });

builder.queryFields((t) => ({
  staffCaptains: t.field({
    type: CaptainList,
    authScopes: { staff: true },
    description: "Staff: captains whose e-mail or name contains `search`.",
    args: listArgs(t),
    resolve: (_r, a, ctx) => ctx.services.office.captains(a.search, pageArgs("captains", a)),
  }),
  staffCaptain: t.field({
    type: CaptainAccount,
    authScopes: { staff: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => ctx.services.office.captain(String(id)),
  }),
  discountCodes: t.field({
    type: DiscountCodeList,
    authScopes: { staff: true },
    args: listArgs(t),
    resolve: (_r, a, ctx) => ctx.services.discounts.list(a.search, pageArgs("discountCodes", a)),
  }),
  invoices: t.field({
    type: InvoiceList,
    authScopes: { staff: true },
    description: "Staff: every invoice, newest first; `search` in the number or the captain's e-mail or name.",
    args: listArgs(t),
    resolve: (_r, a, ctx) => ctx.services.office.invoices(a.search, pageArgs("invoices", a)),
  }),
}));

builder.mutationFields((t) => ({
  createDiscountCode: t.field({
    type: DiscountCodeType,
    authScopes: { staff: true },
    args: { input: t.arg({ type: DiscountCodeInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.discounts.create(input, ctx.viewer.kind === "user" ? ctx.viewer.user.id : ""),
  }),
  deactivateDiscountCode: t.field({
    type: DiscountCodeType,
    authScopes: { staff: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => ctx.services.discounts.deactivate(String(id)),
  }),
  setReversalFeeStatus: t.field({
    type: ReversalFeeType,
    authScopes: { staff: true },
    description: "Staff: marks a reversal fee paid or waived (or due again).",
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: ReversalFeeStatusEnum, required: true }) },
    resolve: async (_r, { id, status }, ctx) => {
      const fee = await ctx.services.office.setFeeStatus(String(id), status);
      return ctx.db.reversalFee.findUniqueOrThrow({ where: { id: fee.id } });
    },
  }),
}));
