// Who may ask for sea time (a signed-in captain) and the filters of a REST query.
import { ForbiddenError, isAppError, isValidationError } from "../../errors.ts";
import { errorResponse } from "../../http/respond.ts";
import type { RestContext } from "../../http/rest-context.ts";
import { actorOf } from "../trips/trips.service.ts";

/** The signed-in captain's id (staff have no sea time: 403; no sign-in: 401). */
export function captainId(ctx: Pick<RestContext, "viewer" | "requestId">): string {
  const actor = actorOf(ctx.viewer, ctx.requestId);
  if (actor.role !== "captain") throw new ForbiddenError();
  return actor.id;
}

/** `?year=2024&year=2025` or `?year=2024,2025` (also `years`), `?yacht=`, `?status=` (also `statuses`). */
export function filterFromQuery(url: URL) {
  const all = (...names: string[]) => names.flatMap((n) => url.searchParams.getAll(n));
  return { years: all("year", "years"), yacht: url.searchParams.get("yacht"), statuses: all("status", "statuses") };
}

/** A filter's field errors name the query parameters (`year`, `status`); other errors go on up. */
export function filterError(e: unknown, ctx: RestContext): Response {
  if (isAppError(e) && isValidationError(e)) return errorResponse(e, ctx, { years: "year", statuses: "status" });
  throw e;
}
