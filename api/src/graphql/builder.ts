// The Pothos builder: plugins and scopes only. Types live in their modules (modules/*/**.schema.ts).
import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import type PrismaTypes from "../generated/pothos-types.ts";
import { getDatamodel } from "../generated/pothos-types.ts";
import { ForbiddenError, UnauthenticatedError } from "../errors.ts";
import { isoInstant } from "../dates.ts";
import type { Context } from "./context.ts";

type Scopes = { captain: boolean; staff: boolean; student: boolean };

/** The scopes a request holds (what `authScopes` on a field asks for). */
const viewerScopes = (ctx: Pick<Context, "viewer">): Scopes => ({
  captain: ctx.viewer.kind === "user" && ctx.viewer.user.role === "captain",
  staff: ctx.viewer.kind === "user" && ctx.viewer.user.role === "staff",
  student: ctx.viewer.kind === "student",
});

/** Whether a request holds any of the scopes a field's `authScopes` map asks for (Pothos' rule for a map of scopes). */
export const holdsAnyScope = (ctx: Pick<Context, "viewer">, wanted: Partial<Record<keyof Scopes, true>>): boolean => {
  const held = viewerScopes(ctx);
  return (Object.keys(wanted) as (keyof Scopes)[]).some((scope) => held[scope]);
};

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: Scopes;
  Scalars: { DateTime: { Input: Date; Output: Date } };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, PrismaPlugin],
  scopeAuth: {
    authScopes: viewerScopes,
    unauthorizedError: (_parent, ctx) => (ctx.viewer.kind === "anonymous" ? new UnauthenticatedError() : new ForbiddenError()),
  },
  prisma: { client: (ctx) => ctx.db, dmmf: getDatamodel(), exposeDescriptions: false },
});

builder.queryType({});
builder.mutationType({});

builder.scalarType("DateTime", {
  description: "A date-time string in ISO 8601 format (UTC).",
  serialize: (value) => isoInstant(value),
  parseValue: (value) => {
    const date = typeof value === "string" ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new TypeError("DateTime must be an ISO 8601 string");
    return date;
  },
});
