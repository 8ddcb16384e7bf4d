// REST shim of product spec §7 for /captain-profile: the profile (`captain_profile`), the logo
// (multipart upload, the image itself, delete) and the password change.
import type { z } from "zod";
import { translate } from "../../../../validation/messages.ts";
import { changePasswordBody, type captainProfileSchema, type logoUploadSchema } from "../../openapi/schemas.ts";
import { LOGO_MAX_BYTES } from "../../../../validation/profile.ts";
import { ForbiddenError, NotFoundError, UnauthenticatedError } from "../../errors.ts";
import { readBody } from "../../http/body.ts";
import { parseRestBody } from "../../http/parse-body.ts";
import { json, readJson } from "../../http/respond.ts";
import { restProfileBodySchema } from "./profile.rest-schema.ts";
import type { RestContext, RestRouter } from "../../http/rest-context.ts";
import { logoError } from "./logo.store.ts";
import type { ProfileView } from "./profile.service.ts";

export const LOGO_URL = "/api/captain-profile/logo";

function requireUser(ctx: RestContext) {
  if (ctx.viewer.kind !== "user") throw new UnauthenticatedError();
  return ctx.viewer;
}

function requireCaptain(ctx: RestContext) {
  const viewer = requireUser(ctx);
  if (viewer.user.role !== "captain") throw new ForbiddenError();
  return viewer;
}

export const profileJson = (p: ProfileView): z.infer<typeof captainProfileSchema> => ({
  first_name: p.firstName,
  last_name: p.lastName,
  email: p.email,
  phone: p.phone,
  license_type: p.licenseType,
  license_number: p.licenseNumber,
  other_license: p.otherLicense,
  custom_license: p.otherLicense,
  logo_path: p.logoPath,
  logo_url: p.logoPath ? LOGO_URL : null,
  logo_width: p.logoWidth,
  logo_height: p.logoHeight,
  invoice: p.invoiceType
    ? {
        invoice_type: p.invoiceType,
        first_name: p.invoiceFirstName,
        last_name: p.invoiceLastName,
        company_name: p.companyName,
        nip: p.nip,
        address: p.address,
        postal_code: p.postalCode,
        city: p.city,
      }
    : null,
});

type ProfileBody = z.output<typeof restProfileBodySchema>;

/** The request's invoice; undefined = leave as is, null = remove. */
function invoiceInput(b: ProfileBody["invoice"]) {
  if (b === undefined || b === null) return b;
  return {
    invoiceType: b.invoice_type,
    firstName: b.first_name,
    lastName: b.last_name,
    companyName: b.company_name,
    nip: b.nip,
    address: b.address ?? b.address_street,
    postalCode: b.postal_code ?? b.address_postal_code,
    city: b.city ?? b.address_city,
  };
}

export function registerProfileRoutes(router: RestRouter) {
  router
    .on("GET", "/api/captain-profile", async (_req, _p, ctx) => {
      const profile = await ctx.services.profile.get(requireCaptain(ctx).user);
      return json({ success: true, captain_profile: profile ? profileJson(profile) : null });
    })
    .on("POST", "/api/captain-profile", async (req, _p, ctx) => {
      const { user } = requireCaptain(ctx);
      const b = parseRestBody(restProfileBodySchema, await readJson(req));
      // `email` is deliberately not read: the e-mail is the account's.
      const profile = await ctx.services.profile.update(user, {
        firstName: b.first_name,
        lastName: b.last_name,
        phone: b.phone,
        licenseType: b.license_type,
        licenseNumber: b.license_number,
        otherLicense: b.other_license ?? b.custom_license,
        invoice: invoiceInput(b.invoice),
      });
      return json({ success: true, message: translate(ctx.lang, "validation.profile.saved"), captain_profile: profileJson(profile) });
    })
    .on("POST", LOGO_URL, async (req, _p, ctx) => {
      const { user } = requireCaptain(ctx);
      // At most 5 MB (and a little for the multipart framing) is read, however the body is sent.
      const body = await readBody(req, LOGO_MAX_BYTES + 64 * 1024, "validation.logo.tooLarge");
      const form = await new Response(body, { headers: { "content-type": req.headers.get("content-type") ?? "" } }).formData().catch(() => null);
      const file = form?.get("logo");
      if (!file || typeof file === "string") throw logoError("validation.logo.notImage");
      const stored = await ctx.services.profile.setLogo(user, new Uint8Array(await file.arrayBuffer()));
      return json({
        success: true,
        message: translate(ctx.lang, "validation.logo.saved"),
        logo_path: stored.path,
        logo_url: LOGO_URL,
        width: stored.width,
        height: stored.height,
        ...(stored.width !== stored.height ? { recommendation: translate(ctx.lang, "validation.logo.squareRecommended") } : {}),
      } satisfies z.infer<typeof logoUploadSchema>);
    })
    .on("GET", LOGO_URL, async (_req, _p, ctx) => {
      const file = await ctx.services.profile.logoFile(requireCaptain(ctx).user.id);
      if (!file) throw new NotFoundError();
      return new Response(new Uint8Array(file.data), {
        headers: {
          "content-type": file.contentType,
          "content-length": String(file.data.byteLength),
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
        },
      });
    })
    .on("DELETE", LOGO_URL, async (_req, _p, ctx) => {
      await ctx.services.profile.deleteLogo(requireCaptain(ctx).user);
      return json({ success: true, message: translate(ctx.lang, "validation.logo.deleted") });
    })
    .on("POST", "/api/captain-profile/change-password", async (req, _p, ctx) => {
      const { user, sessionId } = requireUser(ctx);
      const b = parseRestBody(changePasswordBody, await readJson(req));
      await ctx.services.profile.changePassword(
        user,
        sessionId,
        {
          currentPassword: b.current_password,
          newPassword: b.new_password,
          newPasswordConfirmation: b.new_password_confirmation,
        },
        ctx.ip,
      );
      return json({ success: true, message: translate(ctx.lang, "validation.profile.passwordChanged") });
    });
}
