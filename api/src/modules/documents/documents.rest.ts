// REST shim of product spec §7 for the documents: the free public voyage card generator (no
// sign-in, nothing saved) and the owner's PDFs of a saved trip (voyage card, one opinion, all
// opinions, the whole set). Every endpoint takes `?lang=pl|en|pl-en` (default pl-en, the bilingual
// form). Answers are PDFs shown inline, with a readable file name; errors are the shim's usual JSON
// `{ success: false, message, errors }`.
import { tripSchema } from "../../../../validation/trip.ts";
import { BadRequestError, NotFoundError, isAppError, isValidationError } from "../../errors.ts";
import { errorResponse, readJson } from "../../http/respond.ts";
import type { RestContext, RestRouter } from "../../http/rest-context.ts";
import { parseInput } from "../../validate.ts";
import { clientKey, limitKey } from "../limits/rate-limiter.ts";
import { actorOf } from "../trips/trips.service.ts";
import type { DocumentTrip } from "./documents.model.ts";
import { renderAllCrewOpinions, renderCrewOpinion, renderDocumentSet, renderVoyageCard } from "./documents.render.ts";
import { documentTripFromRow } from "./documents.trip.ts";
import { contentDisposition, documentFileName, type DocumentKind } from "./filename.ts";
import { DEFAULT_DOCUMENT_LANG, DOCUMENT_LANGS, type DocumentLang } from "./labels.ts";

function pdfResponse(pdf: Uint8Array<ArrayBuffer>, fileName: string): Response {
  return new Response(pdf, {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-length": String(pdf.byteLength),
      "content-disposition": contentDisposition(fileName),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

const documentResponse = (pdf: Uint8Array<ArrayBuffer>, kind: DocumentKind, trip: DocumentTrip, lang: DocumentLang, person?: string) =>
  pdfResponse(pdf, documentFileName(kind, trip, person, lang));

/** `?lang=pl|en|pl-en` (absent: pl-en); anything else is a 400 naming the allowed values. */
function documentLang(req: Request): DocumentLang {
  const lang = new URL(req.url).searchParams.get("lang");
  if (lang === null || lang === "") return DEFAULT_DOCUMENT_LANG;
  const found = DOCUMENT_LANGS.find((l) => l === lang.toLowerCase());
  if (!found) throw new BadRequestError("documents.lang.invalid");
  return found;
}

/**
 * The form is sent in camelCase (as the wizard holds it), so field errors keep the form's own
 * names (`crewMembers.0.fullName`) instead of the shim's snake_case.
 */
function formErrors(e: unknown, ctx: RestContext): Response {
  if (isAppError(e) && isValidationError(e)) {
    return errorResponse(e, ctx, Object.fromEntries(Object.keys(e.fields).map((f) => [f, f])));
  }
  throw e;
}

/**
 * A saved trip as the trips module shows it to the viewer: the owner's own (staff see any);
 * another captain's or a deleted trip is not found, without a sign-in the answer is 401. The
 * documents carry the trip owner's logo from the captain profile, when there is one.
 */
async function visibleTrip(ctx: RestContext, id: string): Promise<DocumentTrip> {
  const row = await ctx.services.tripReader.get(actorOf(ctx.viewer, ctx.requestId), id);
  return documentTripFromRow(row, await ctx.services.profile.logo(row.ownerId));
}

export function registerDocumentRoutes(router: RestRouter) {
  router
    .on("GET", "/api/sailing-trips/:id/voyage-card-pdf", async (req, { id }, ctx) => {
      const lang = documentLang(req);
      const trip = await visibleTrip(ctx, id);
      return documentResponse(await renderVoyageCard(trip, lang), "voyage-card", trip, lang);
    })
    .on("GET", "/api/sailing-trips/:id/crew/:crewId/opinion-pdf", async (req, { id, crewId }, ctx) => {
      const lang = documentLang(req);
      const trip = await visibleTrip(ctx, id);
      const index = trip.crewMembers.findIndex((m) => m.id === crewId);
      const member = trip.crewMembers[index];
      if (!member) throw new NotFoundError();
      return documentResponse(await renderCrewOpinion(trip, index, lang), "crew-opinion", trip, lang, member.fullName);
    })
    .on("GET", "/api/sailing-trips/:id/crew-opinions-pdf", async (req, { id }, ctx) => {
      const lang = documentLang(req);
      const trip = await visibleTrip(ctx, id);
      return documentResponse(await renderAllCrewOpinions(trip, lang), "crew-opinions", trip, lang);
    })
    .on("GET", "/api/sailing-trips/:id/documents-pdf", async (req, { id }, ctx) => {
      const lang = documentLang(req);
      const trip = await visibleTrip(ctx, id);
      return documentResponse(await renderDocumentSet(trip, lang), "documents", trip, lang);
    });

  router.on("POST", "/api/public/trip-card-pdf", async (req, _p, ctx) => {
    // Anonymous: limited per client (PUBLIC_PDF_RATE_LIMIT_PER_MINUTE), and rendered at low priority.
    await ctx.services.limiter.consume(ctx.services.limits.publicPdf, limitKey("public-pdf", clientKey(ctx.ip)));
    const lang = documentLang(req);
    const body = await readJson(req);
    let trip: DocumentTrip;
    try {
      trip = parseInput(tripSchema, body);
    } catch (e) {
      return formErrors(e, ctx);
    }
    return documentResponse(await renderVoyageCard(trip, lang, { priority: "low" }), "voyage-card", trip, lang);
  });
}
