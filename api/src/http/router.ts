// A tiny method + path router for the REST shim (`/api/sailing-trips/:id`). A literal segment beats
// a parameter wherever both match (`/api/sailing-trips/export` before `/api/sailing-trips/:id`),
// whatever order the routes were registered in.
import { BadRequestError } from "../errors.ts";

export type Params = Record<string, string>;
export type Handler<C> = (request: Request, params: Params, ctx: C) => Promise<Response>;

type Route<C> = { method: string; path: string; parts: string[]; handler: Handler<C> };

/** One registered route as its table lists it (for the OpenAPI document and its tests). */
export type RouteEntry = { method: string; path: string };

/** True when `a` is more specific than `b`: a literal at the first segment where they differ. */
const moreSpecific = (a: string[], b: string[]) => {
  for (let i = 0; i < a.length; i++) {
    const [pa, pb] = [a[i].startsWith(":"), b[i].startsWith(":")];
    if (pa !== pb) return !pa;
  }
  return false;
};

export class Router<C> {
  private routes: Route<C>[] = [];

  on(method: string, path: string, handler: Handler<C>): this {
    this.routes.push({ method, path, parts: path.split("/").filter(Boolean), handler });
    return this;
  }

  /** Every registered route, in registration order. */
  table(): RouteEntry[] {
    return this.routes.map(({ method, path }) => ({ method, path }));
  }

  /**
   * The matching route; `methodNotAllowed` when the path exists with other methods only. A
   * parameter with malformed percent-encoding (`/api/yachts/%ZZ`) is a BadRequestError (400).
   */
  match(method: string, pathname: string): { handler: Handler<C>; params: Params } | "methodNotAllowed" | null {
    const parts = pathname.split("/").filter(Boolean);
    let pathMatched = false;
    let best: { route: Route<C>; params: Params } | null = null;
    for (const route of this.routes) {
      if (route.parts.length !== parts.length) continue;
      const params: Params = {};
      const ok = route.parts.every((p, i) => {
        if (p.startsWith(":")) {
          params[p.slice(1)] = decodeSegment(parts[i]);
          return true;
        }
        return p === parts[i];
      });
      if (!ok) continue;
      pathMatched = true;
      if (route.method === method && (best === null || moreSpecific(route.parts, best.route.parts))) best = { route, params };
    }
    if (best) return { handler: best.route.handler, params: best.params };
    return pathMatched ? "methodNotAllowed" : null;
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new BadRequestError();
  }
}
