// A tiny method + path router for the REST shim (`/api/sailing-trips/:id`).
export type Params = Record<string, string>;
export type Handler<C> = (request: Request, params: Params, ctx: C) => Promise<Response>;

type Route<C> = { method: string; parts: string[]; handler: Handler<C> };

export class Router<C> {
  private routes: Route<C>[] = [];

  on(method: string, path: string, handler: Handler<C>): this {
    this.routes.push({ method, parts: path.split("/").filter(Boolean), handler });
    return this;
  }

  /** The matching route; `methodNotAllowed` when the path exists with other methods only. */
  match(method: string, pathname: string): { handler: Handler<C>; params: Params } | "methodNotAllowed" | null {
    const parts = pathname.split("/").filter(Boolean);
    let pathMatched = false;
    for (const route of this.routes) {
      if (route.parts.length !== parts.length) continue;
      const params: Params = {};
      const ok = route.parts.every((p, i) => {
        if (p.startsWith(":")) {
          params[p.slice(1)] = decodeURIComponent(parts[i]);
          return true;
        }
        return p === parts[i];
      });
      if (!ok) continue;
      pathMatched = true;
      if (route.method === method) return { handler: route.handler, params };
    }
    return pathMatched ? "methodNotAllowed" : null;
  }
}
