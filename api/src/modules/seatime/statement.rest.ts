// GET /api/sea-time/statement-pdf?lang=pl|en (and the filters of /api/sea-time): the captain's
// sea-time statement as a PDF, with the captain's data from the profile (or the account) and logo.
import { pickLang, type Lang } from "../../../../validation/messages.ts";
import { UnauthenticatedError } from "../../errors.ts";
import type { RestContext } from "../../http/rest-context.ts";
import { contentDisposition } from "../documents/filename.ts";
import { filterFromQuery } from "./seatime.query.ts";
import { renderStatement, type StatementCaptain } from "./statement.ts";

const TITLE: Record<Lang, string> = { pl: "Zestawienie stażu morskiego", en: "Sea-time statement" };

/** `?lang=en` wins; otherwise the request's language. */
/** Characters not allowed in file names on common systems, and control characters. */
const safe = (s: string) =>
  s
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);

const langOf = (url: URL, fallback: Lang): Lang => {
  const asked = url.searchParams.get("lang");
  return asked ? pickLang(asked) : fallback;
};

async function captainOf(ctx: RestContext): Promise<StatementCaptain> {
  if (ctx.viewer.kind !== "user") throw new UnauthenticatedError();
  const user = ctx.viewer.user;
  const profile = await ctx.services.profile.get(user);
  if (profile && (profile.firstName || profile.lastName)) {
    return {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      email: user.email,
      licenseType: profile.licenseType,
      licenseNumber: profile.licenseNumber,
      otherLicense: profile.otherLicense,
    };
  }
  return { firstName: user.name, lastName: "", phone: user.phone, email: user.email, licenseType: null, licenseNumber: null, otherLicense: null };
}

export async function statementResponse(req: Request, ctx: RestContext, ownerId: string): Promise<Response> {
  const url = new URL(req.url);
  const lang = langOf(url, ctx.lang);
  const report = await ctx.services.seaTime.report(ownerId, filterFromQuery(url));
  const [captain, logo] = await Promise.all([captainOf(ctx), ctx.services.profile.logo(ownerId)]);
  const pdf = await renderStatement(report, captain, lang, logo);
  const years = report.filter.years.length ? ` - ${[...report.filter.years].sort().join(", ")}` : "";
  return new Response(pdf, {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-length": String(pdf.byteLength),
      "content-disposition": contentDisposition(`${safe(`${TITLE[lang]} - ${captain.firstName} ${captain.lastName}`)}${years}.pdf`),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
