// REST shim of sea time: GET /api/sea-time (totals, per year, licence progress), the captain's
// per-trip marks, and the statement PDF. Captains only; another account's trip is not found.
import { translate } from "../../../../validation/messages.ts";
import { json, readJson } from "../../http/respond.ts";
import type { RestRouter } from "../../http/rest-context.ts";
import { marksJson, seaTimeJson } from "./seatime.json.ts";
import { restMarksBodySchema, type RestOut, type restMarksAnswerSchema } from "./seatime.rest-schema.ts";
import { parseRestBody } from "../../http/parse-body.ts";
import { captainId, filterError, filterFromQuery } from "./seatime.query.ts";
import { statementResponse } from "./statement.rest.ts";

export function registerSeaTimeRoutes(router: RestRouter) {
  router
    .on("GET", "/api/sea-time", async (req, _p, ctx) => {
      const owner = captainId(ctx);
      try {
        return json(seaTimeJson(ctx.lang, await ctx.services.seaTime.report(owner, filterFromQuery(new URL(req.url)))));
      } catch (e) {
        return filterError(e, ctx);
      }
    })
    .on("GET", "/api/sea-time/statement-pdf", async (req, _p, ctx) => {
      const owner = captainId(ctx);
      try {
        return await statementResponse(req, ctx, owner);
      } catch (e) {
        return filterError(e, ctx);
      }
    })
    .on("PUT", "/api/sea-time/marks/:tripId", async (req, { tripId }, ctx) => {
      const b = parseRestBody(restMarksBodySchema, await readJson(req));
      const marks = await ctx.services.seaTime.setMarks(captainId(ctx), tripId, {
        seaVoyage: b.sea_voyage,
        inCommand: b.in_command,
        nightHours: b.night_hours,
        passagesOver60: b.passages_over_60,
      });
      return json({
        success: true,
        message: translate(ctx.lang, "seatime.marks.saved"),
        marks: marksJson(marks),
      } satisfies RestOut<typeof restMarksAnswerSchema>);
    });
}
