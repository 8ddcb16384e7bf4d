// GET /api/sailing-trips/export?format=csv|json and GET /api/account/export: downloads of the
// captain's own data (no Premium needed: the data is theirs). Staff have no trips to export (403).
import { BadRequestError, ForbiddenError } from "../../errors.ts";
import type { RestContext, RestRouter } from "../../http/rest-context.ts";
import { actorOf } from "../trips/trips.service.ts";

function captainId(ctx: RestContext): string {
  const actor = actorOf(ctx.viewer, ctx.requestId);
  if (actor.role !== "captain") throw new ForbiddenError();
  return actor.id;
}

function download(body: string, type: string, fileName: string): Response {
  const bytes = new TextEncoder().encode(body);
  return new Response(bytes, {
    status: 200,
    headers: {
      "content-type": type,
      "content-length": String(bytes.byteLength),
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

export function registerExportRoutes(router: RestRouter) {
  router
    .on("GET", "/api/sailing-trips/export", async (req, _p, ctx) => {
      const owner = captainId(ctx);
      const format = (new URL(req.url).searchParams.get("format") ?? "csv").toLowerCase();
      const date = ctx.services.seaTime.today();
      if (format === "csv") return download(await ctx.services.tripExport.tripsCsv(owner), "text/csv; charset=utf-8", `zeglog-rejsy-${date}.csv`);
      if (format === "json") {
        return download(
          JSON.stringify(await ctx.services.tripExport.tripsJson(owner), null, 2),
          "application/json; charset=utf-8",
          `zeglog-rejsy-${date}.json`,
        );
      }
      throw new BadRequestError();
    })
    .on("GET", "/api/account/export", async (_req, _p, ctx) => {
      const owner = captainId(ctx);
      const archive = await ctx.services.tripExport.account(owner);
      return download(JSON.stringify(archive, null, 2), "application/json; charset=utf-8", `zeglog-konto-${ctx.services.seaTime.today()}.json`);
    });
}
