// GraphQL: the captain profile, its invoice data and the password change. The logo is uploaded
// through the REST call (POST /api/captain-profile/logo); here it is its URL and size, and its removal.
import { builder } from "../../graphql/builder.ts";
import { MessagePayload, invoiceInput } from "../../graphql/common.ts";
import { translate } from "../../../../validation/messages.ts";
import type { ProfileView } from "./profile.service.ts";
import { LOGO_URL } from "./profile.rest.ts";

const Invoice = builder.objectRef<ProfileView>("CaptainInvoice").implement({
  description: "Invoice data of the captain (individual or company).",
  fields: (t) => ({
    invoiceType: t.string({ resolve: (p) => p.invoiceType ?? "" }),
    firstName: t.string({ resolve: (p) => p.invoiceFirstName ?? "" }),
    lastName: t.string({ resolve: (p) => p.invoiceLastName ?? "" }),
    companyName: t.string({ resolve: (p) => p.companyName ?? "" }),
    nip: t.string({ resolve: (p) => p.nip ?? "" }),
    address: t.string({ resolve: (p) => p.address ?? "" }),
    postalCode: t.string({ resolve: (p) => p.postalCode ?? "" }),
    city: t.string({ resolve: (p) => p.city ?? "" }),
  }),
});

const CaptainProfileType = builder.objectRef<ProfileView>("CaptainProfile").implement({
  description: "The captain profile; the e-mail is the account's. A custom licence is both licenseType and otherLicense.",
  fields: (t) => ({
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone"),
    licenseType: t.exposeString("licenseType"),
    licenseNumber: t.exposeString("licenseNumber"),
    otherLicense: t.string({ nullable: true, resolve: (p) => p.otherLicense }),
    logoUrl: t.string({ nullable: true, description: "GET with the bearer token; a PNG.", resolve: (p) => (p.logoPath ? LOGO_URL : null) }),
    logoWidth: t.int({ nullable: true, resolve: (p) => p.logoWidth }),
    logoHeight: t.int({ nullable: true, resolve: (p) => p.logoHeight }),
    invoice: t.field({ type: Invoice, nullable: true, resolve: (p) => (p.invoiceType ? p : null) }),
  }),
});

const UpdateCaptainProfilePayload = builder.objectRef<{ message: string; captainProfile: ProfileView }>("UpdateCaptainProfilePayload").implement({
  fields: (t) => ({
    message: t.exposeString("message"),
    captainProfile: t.field({ type: CaptainProfileType, resolve: (r) => r.captainProfile }),
  }),
});

const InvoiceInput = invoiceInput("CaptainInvoiceInput", "individual | company");

const UpdateCaptainProfileInput = builder.inputType("UpdateCaptainProfileInput", {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    phone: t.string({ required: true }),
    licenseType: t.string({ required: true }),
    licenseNumber: t.string({ required: true }),
    otherLicense: t.string(),
    invoice: t.field({ type: InvoiceInput, description: "Absent: unchanged; null: removed." }),
  }),
});

const ChangePasswordInput = builder.inputType("ChangePasswordInput", {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    newPassword: t.string({ required: true }),
    newPasswordConfirmation: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  captainProfile: t.field({
    type: CaptainProfileType,
    nullable: true,
    authScopes: { captain: true },
    description: "The signed-in captain's profile; null until it is saved for the first time.",
    resolve: (_root, _args, ctx) => (ctx.viewer.kind === "user" ? ctx.services.profile.get(ctx.viewer.user) : null),
  }),
}));

builder.mutationFields((t) => ({
  updateCaptainProfile: t.field({
    type: UpdateCaptainProfilePayload,
    authScopes: { captain: true },
    args: { input: t.arg({ type: UpdateCaptainProfileInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      if (ctx.viewer.kind !== "user") throw new Error("unreachable: captain scope");
      return {
        captainProfile: await ctx.services.profile.update(ctx.viewer.user, input),
        message: translate(ctx.lang, "validation.profile.saved"),
      };
    },
  }),
  deleteCaptainLogo: t.field({
    type: MessagePayload,
    authScopes: { captain: true },
    resolve: async (_root, _args, ctx) => {
      if (ctx.viewer.kind === "user") await ctx.services.profile.deleteLogo(ctx.viewer.user);
      return { success: true, message: translate(ctx.lang, "validation.logo.deleted") };
    },
  }),
  changePassword: t.field({
    type: MessagePayload,
    authScopes: { captain: true, staff: true },
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      if (ctx.viewer.kind !== "user") throw new Error("unreachable: captain or staff scope");
      await ctx.services.profile.changePassword(ctx.viewer.user, ctx.viewer.sessionId, input, ctx.ip);
      return { success: true, message: translate(ctx.lang, "validation.profile.passwordChanged") };
    },
  }),
}));
