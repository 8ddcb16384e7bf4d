// REST shim of product spec §7 for the documents: the free public voyage card generator (no
// sign-in, nothing saved) and the owner's PDFs of a saved trip. Answers are PDFs shown inline,
// with a readable file name; errors are the shim's usual JSON `{ success: false, message, errors }`.
import { tripSchema } from "../../../../validation/trip.ts";
import { NotFoundError, isAppError, isValidationError } from "../../errors.ts";
import { errorResponse, readJson } from "../../http/respond.ts";
import type { RestContext, RestRouter } from "../../http/rest-context.ts";
import { parseInput } from "../../validate.ts";
import { actorOf } from "../trips/trips.service.ts";
import type { DocumentTrip } from "./documents.model.ts";
import { renderAllCrewOpinions, renderCrewOpinion, renderVoyageCard } from "./documents.render.ts";
import { documentTripFromRow } from "./documents.trip.ts";
import { contentDisposition, documentFileName, type DocumentKind } from "./filename.ts";

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

const documentResponse = (pdf: Uint8Array<ArrayBuffer>, kind: DocumentKind, trip: DocumentTrip, person?: string) =>
  pdfResponse(pdf, documentFileName(kind, trip, person));

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
    .on("GET", "/api/sailing-trips/:id/voyage-card-pdf", async (_req, { id }, ctx) => {
      const trip = await visibleTrip(ctx, id);
      return documentResponse(await renderVoyageCard(trip), "voyage-card", trip);
    })
    .on("GET", "/api/sailing-trips/:id/crew/:crewId/opinion-pdf", async (_req, { id, crewId }, ctx) => {
      const trip = await visibleTrip(ctx, id);
      const index = trip.crewMembers.findIndex((m) => m.id === crewId);
      if (index < 0) throw new NotFoundError();
      return documentResponse(await renderCrewOpinion(trip, index), "crew-opinion", trip, trip.crewMembers[index].fullName);
    })
    .on("GET", "/api/sailing-trips/:id/crew-opinions-pdf", async (_req, { id }, ctx) => {
      const trip = await visibleTrip(ctx, id);
      return documentResponse(await renderAllCrewOpinions(trip), "crew-opinions", trip);
    });

  router.on("POST", "/api/public/trip-card-pdf", async (req, _p, ctx) => {
    const body = await readJson(req);
    let trip: DocumentTrip;
    try {
      trip = parseInput(tripSchema, body);
    } catch (e) {
      return formErrors(e, ctx);
    }
    return documentResponse(await renderVoyageCard(trip), "voyage-card", trip);
  });
}
