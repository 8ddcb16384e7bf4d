// GraphQL: a captain's personal API tokens (zk_…). Managing them needs a session of the app: a
// request made with an API token gets FORBIDDEN here (api-token-guard.ts).
import type { ApiToken } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { connectionType, cursorArgs } from "../../graphql/connection.ts";
import { pageArgs } from "../../graphql/cursor.ts";
import { UnauthenticatedError } from "../../errors.ts";
import type { Context } from "../../graphql/context.ts";
import { translate } from "../../../../validation/messages.ts";
import { API_TOKEN_SCOPES } from "../../../../validation/api-tokens.ts";

const ApiTokenScopeEnum = builder.enumType("ApiTokenScope", {
  description: "What a personal API token may do.",
  values: {
    READ: { value: API_TOKEN_SCOPES[0], description: "Queries only: every mutation answers FORBIDDEN." },
    READ_WRITE: { value: API_TOKEN_SCOPES[1], description: "Queries and mutations (except sign-in, passwords, payments and token management)." },
  },
});

const ApiTokenType = builder.prismaObject("ApiToken", {
  description: "A personal API token of a captain. The token itself is shown only once, when created.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The token's id (for revokeApiToken)." }),
    name: t.exposeString("name", { description: "The name given by the captain, e.g. the tool that uses it." }),
    scope: t.expose("scope", { type: ApiTokenScopeEnum, description: "What the token may do." }),
    prefix: t.string({ description: "The token's kind prefix, always `zk_` (the rest is never shown again).", resolve: () => "zk_" }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", nullable: true, description: "When the token stops working; null: never." }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true, description: "Last request made with it (to the minute); null: never used." }),
    revokedAt: t.expose("revokedAt", { type: "DateTime", nullable: true, description: "When it was revoked; null: not revoked." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created." }),
    active: t.boolean({
      description: "True while the token works: neither revoked nor expired.",
      resolve: (token, _args, ctx) => !token.revokedAt && (!token.expiresAt || token.expiresAt > ctx.clock.now()),
    }),
  }),
});

const ApiTokenList = connectionType("ApiTokenList", ApiTokenType, "API tokens");

type Created = { token: string; apiToken: ApiToken; message: string };

const CreateApiTokenPayload = builder.objectRef<Created>("CreateApiTokenPayload").implement({
  description: "A new personal API token.",
  fields: (t) => ({
    token: t.exposeString("token", { description: "The token (zk_…), shown only this once: send it as `Authorization: Bearer <token>`." }),
    apiToken: t.field({ type: ApiTokenType, description: "The token's record.", resolve: (r) => r.apiToken }),
    message: t.exposeString("message", { description: "A confirmation in the caller's language." }),
  }),
});

const CreateApiTokenInput = builder.inputType("CreateApiTokenInput", {
  description: "A new personal API token.",
  fields: (t) => ({
    name: t.string({ required: true, description: "A name, 1–60 characters (e.g. the tool that will use it)." }),
    scope: t.field({ type: ApiTokenScopeEnum, required: true, description: "What the token may do." }),
    expiresAt: t.field({ type: "DateTime", required: false, description: "When it stops working (at most 2 years ahead); omit for never." }),
  }),
});

const captain = (ctx: Context) => {
  if (ctx.viewer.kind !== "user") throw new UnauthenticatedError();
  return ctx.viewer.user;
};

builder.queryFields((t) => ({
  apiTokens: t.field({
    type: ApiTokenList,
    authScopes: { captain: true },
    description: "The captain's personal API tokens, newest first (revoked and expired ones too). Not available with an API token.",
    args: cursorArgs(t),
    resolve: (_root, args, ctx) => ctx.services.apiTokens.list(captain(ctx).id, pageArgs("apiTokens", args)),
  }),
}));

builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: CreateApiTokenPayload,
    authScopes: { captain: true },
    description: "Creates a personal API token; its `token` is shown only in this answer. Not available with an API token.",
    args: { input: t.arg({ type: CreateApiTokenInput, required: true, description: "Name, scope and optional expiry." }) },
    resolve: async (_root, { input }, ctx) => ({
      ...(await ctx.services.apiTokens.create(captain(ctx), input)),
      message: translate(ctx.lang, "apiTokens.created"),
    }),
  }),
  revokeApiToken: t.prismaField({
    type: "ApiToken",
    authScopes: { captain: true },
    description: "Revokes one of the captain's API tokens at once (another captain's id is NOT_FOUND). Not available with an API token.",
    args: { id: t.arg.id({ required: true, description: "The token's id." }) },
    resolve: (_query, _root, { id }, ctx) => ctx.services.apiTokens.revoke(captain(ctx).id, String(id)),
  }),
}));
