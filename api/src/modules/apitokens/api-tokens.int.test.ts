// Personal API tokens (zk_…) through the real app: created once, hashed at rest, scopes (READ:
// queries only, mutations FORBIDDEN on GraphQL and 403 on the REST shim), revocation, expiry, last
// use, and what a token never reaches (sign-in, passwords, token management, staff operations).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashToken } from "../auth/tokens.ts";
import { ApiTokensService } from "./api-tokens.service.ts";
import { registerCaptain, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { must } from "../../../../validation/must.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

const CREATE = `mutation Create($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { token message apiToken { id name scope prefix expiresAt lastUsedAt revokedAt createdAt active } }
}`;
const LIST = `query List($first: Int, $after: String) { apiTokens(first: $first, after: $after) { totalCount hasNextPage endCursor nodes { id name scope lastUsedAt active } } }`;
const REVOKE = `mutation Revoke($id: ID!) { revokeApiToken(id: $id) { id revokedAt active } }`;
const ME = `query { me { email } }`;

type Created = {
  createApiToken: {
    token: string;
    message: string;
    apiToken: { id: string; name: string; scope: string; prefix: string; expiresAt: string | null; active: boolean; lastUsedAt: string | null };
  };
};

async function create(session: string, input: Record<string, unknown>) {
  const res = await t.gql<Created>(CREATE, { input }, { token: session });
  expect(res.errors).toBeUndefined();
  return res.data!.createApiToken;
}

describe("personal API tokens", () => {
  it("creates a zk_ token shown once, stored only as a hash, that works on GraphQL and the REST shim", async () => {
    const captain = await registerCaptain(t);
    const created = await create(captain.token, { name: "Czarter Bałtyk", scope: "READ" });
    expect(created.token).toMatch(/^zk_[\w-]{43}$/);
    expect(created.message).toBe("Utworzono token API");
    expect(created.apiToken).toMatchObject({ name: "Czarter Bałtyk", scope: "READ", prefix: "zk_", expiresAt: null, active: true, lastUsedAt: null });
    const row = await t.db.apiToken.findUniqueOrThrow({ where: { id: created.apiToken.id } });
    expect(row.tokenHash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(3));

    expect((await t.gql<{ me: { email: string } }>(ME, {}, { token: created.token })).data?.me.email).toBe(captain.email);
    const rest = await t.rest<{ success: boolean }>("GET", "/api/sailing-trips", { token: created.token });
    expect(rest.status).toBe(200);
    const used = await t.db.apiToken.findUniqueOrThrow({ where: { id: created.apiToken.id } });
    expect(used.lastUsedAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it("resolves a token with one query: the user as Prisma reads it, and Premium as it is now", async () => {
    const captain = await registerCaptain(t);
    const created = await create(captain.token, { name: "Szkoła", scope: "READ_WRITE" });
    const service = new ApiTokensService({ db: t.db, clock: t.clock });
    const viaPrisma = await t.db.apiToken.findUniqueOrThrow({ where: { tokenHash: hashToken(created.token) }, include: { user: true } });
    // A token without an expiry, of a captain without Premium: the answer holds until something changes.
    expect(await service.authenticate(created.token)).toEqual({
      user: viaPrisma.user,
      apiToken: { id: viaPrisma.id, scope: "READ_WRITE" },
      premium: false,
      until: Infinity,
      lastUsedAt: t.clock.now(),
    });
    const now = t.clock.now();
    await t.db.subscription.create({
      data: { userId: captain.id, status: "active", provider: "staff", startsAt: now, endsAt: new Date(now.getTime() + 60_000), createdAt: now },
    });
    expect(await service.authenticate(created.token)).toMatchObject({ premium: true, until: now.getTime() + 60_000 });
    expect(await service.authenticate(`${created.token}x`)).toBeNull();
    // A READ_WRITE token of a captain with Premium may write what needs Premium (a yacht).
    const res = await t.rest<{ success: boolean }>("POST", "/api/yachts", {
      token: created.token,
      body: { name: "Bryza", registration_number: "POL-1", home_port: "Gdynia", hull_length: "9.5", engines_count: "1", engine_power: "10" },
    });
    expect([res.status, res.body.success]).toEqual([201, true]);
  });

  it("READ runs queries only: mutations are FORBIDDEN (GraphQL) and 403 (REST); READ_WRITE may write", async () => {
    const captain = await registerCaptain(t);
    const read = (await create(captain.token, { name: "odczyt", scope: "READ" })).token;
    const write = (await create(captain.token, { name: "zapis", scope: "READ_WRITE" })).token;
    const mutation = `mutation { deleteCaptainLogo { success } }`;

    const refused = await t.gql(mutation, {}, { token: read, lang: "en" });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(refused.errors?.[0]?.message).toBe("This API token allows reading only");
    expect((await t.gql<{ deleteCaptainLogo: { success: boolean } }>(mutation, {}, { token: write })).data?.deleteCaptainLogo.success).toBe(true);
    // a mutation hidden behind a fragment is still a mutation
    expect((await t.gql(`mutation { ...M } fragment M on Mutation { deleteCaptainLogo { success } }`, {}, { token: read })).errors?.[0]?.extensions?.code).toBe(
      "FORBIDDEN",
    );

    const id = randomUUID();
    for (const [method, path] of [
      ["DELETE", `/api/sailing-trips/${id}`],
      ["POST", "/api/captain-profile"],
      ["PUT", `/api/yachts/${id}`],
    ] as const) {
      expect((await t.rest(method, path, { token: read, body: {} })).status, `${method} ${path}`).toBe(403);
    }
    expect((await t.rest("GET", "/api/captain-profile", { token: read })).status).toBe(200);
    expect((await t.rest("DELETE", "/api/captain-profile/logo", { token: read })).status).toBe(403);
    const allowed = await t.rest("DELETE", "/api/captain-profile/logo", { token: write });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  });

  it("never reaches sign-in, passwords, payments or token management, whatever the scope", async () => {
    const captain = await registerCaptain(t);
    const write = (await create(captain.token, { name: "pełny", scope: "READ_WRITE" })).token;
    const sessionOnly = [
      LIST,
      `mutation { logout { success } }`,
      `mutation { createApiToken(input: { name: "x", scope: READ_WRITE }) { token } }`,
      `mutation { revokeApiToken(id: "${randomUUID()}") { id } }`,
      `mutation { changePassword(input: { currentPassword: "password123", newPassword: "password456", newPasswordConfirmation: "password456" }) { success } }`,
      `mutation { login(input: { email: "${captain.email}", password: "password123" }) { token } }`,
      `query { me { email } ... on Query { apiTokens { totalCount } } }`,
    ];
    for (const q of sessionOnly) {
      const res = await t.gql(q, {}, { token: write, lang: "en" });
      expect(res.errors?.[0]?.extensions?.code, q).toBe("FORBIDDEN");
      expect(res.errors?.[0]?.message).toBe("This operation is not available with an API token — sign in to the app");
    }
    for (const [method, path] of [
      ["POST", "/api/auth/logout"],
      ["GET", "/api/auth/user"],
      ["POST", "/api/captain-profile/change-password"],
      ["POST", "/api/subscriptions"],
    ] as const) {
      expect((await t.rest(method, path, { token: write, body: method === "GET" ? undefined : {} })).status, `${method} ${path}`).toBe(403);
    }
    // the session still works and the token too
    expect((await t.gql<{ me: { email: string } }>(ME, {}, { token: captain.token })).data?.me.email).toBe(captain.email);
    expect((await t.gql<{ me: { email: string } }>(ME, {}, { token: write })).data?.me.email).toBe(captain.email);
  });

  it("lists newest first with cursor pages; revoking stops the token at once; another captain's id is NOT_FOUND", async () => {
    const captain = await registerCaptain(t);
    const other = await registerCaptain(t);
    const tokens = [];
    for (const name of ["pierwszy", "drugi", "trzeci"]) {
      tokens.push(await create(captain.token, { name, scope: "READ" }));
      t.clock.advance(1000);
    }
    const page1 = await t.gql<{ apiTokens: { totalCount: number; hasNextPage: boolean; endCursor: string; nodes: { name: string }[] } }>(
      LIST,
      { first: 2 },
      { token: captain.token },
    );
    expect(page1.data?.apiTokens).toMatchObject({ totalCount: 3, hasNextPage: true });
    expect(page1.data?.apiTokens.nodes.map((n) => n.name)).toEqual(["trzeci", "drugi"]);
    const page2 = await t.gql<{ apiTokens: { hasNextPage: boolean; nodes: { name: string }[] } }>(
      LIST,
      { first: 2, after: page1.data?.apiTokens.endCursor },
      { token: captain.token },
    );
    expect(page2.data?.apiTokens.nodes.map((n) => n.name)).toEqual(["pierwszy"]);
    expect(page2.data?.apiTokens.hasNextPage).toBe(false);
    expect((await t.gql<{ apiTokens: { totalCount: number } }>(LIST, {}, { token: other.token })).data?.apiTokens.totalCount).toBe(0);
    // one cursor style for every list: a forged cursor, another list's cursor or a page size outside 1..100 is refused, not ignored
    const refused = async (vars: Record<string, unknown>) => (await t.gql(LIST, vars, { token: captain.token })).errors?.[0]?.extensions?.code;
    expect(await refused({ after: "bm90LWEtY3Vyc29y" })).toBe("BAD_USER_INPUT");
    expect(await refused({ after: must(tokens[0]).apiToken.id })).toBe("BAD_USER_INPUT");
    expect(
      await refused({
        after: Buffer.from(JSON.stringify(["webhookDeliveries", new Date(0).toISOString(), must(tokens[0]).apiToken.id])).toString("base64url"),
      }),
    ).toBe("BAD_USER_INPUT");
    expect(await refused({ first: 0 })).toBe("BAD_USER_INPUT");
    expect(await refused({ first: 101 })).toBe("BAD_USER_INPUT");

    const victim = must(tokens[0]);
    const foreign = await t.gql(REVOKE, { id: victim.apiToken.id }, { token: other.token });
    expect(foreign.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await t.gql(REVOKE, { id: "not-a-uuid" }, { token: captain.token })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await t.gql<{ me: unknown }>(ME, {}, { token: victim.token })).data?.me).not.toBeNull();

    const revoked = await t.gql<{ revokeApiToken: { revokedAt: string; active: boolean } }>(REVOKE, { id: victim.apiToken.id }, { token: captain.token });
    expect(revoked.data?.revokeApiToken).toEqual({ id: victim.apiToken.id, revokedAt: t.clock.now().toISOString(), active: false });
    expect((await t.gql<{ me: unknown }>(ME, {}, { token: victim.token })).data?.me).toBeNull();
    expect((await t.rest("GET", "/api/sailing-trips", { token: victim.token })).status).toBe(401);
  });

  it("expires at expiresAt; refuses a past or too distant expiry, a blank name, and staff accounts", async () => {
    const captain = await registerCaptain(t);
    const expiresAt = new Date(t.clock.now().getTime() + 2 * 3_600_000).toISOString();
    const created = await create(captain.token, { name: "na dwie godziny", scope: "READ", expiresAt });
    expect(created.apiToken.expiresAt).toBe(expiresAt);
    expect((await t.gql<{ me: unknown }>(ME, {}, { token: created.token })).data?.me).not.toBeNull();
    t.clock.advance(2 * 3_600_000 - 1);
    expect((await t.gql<{ me: unknown }>(ME, {}, { token: created.token })).data?.me).not.toBeNull();
    t.clock.advance(1);
    expect((await t.gql<{ me: unknown }>(ME, {}, { token: created.token })).data?.me).toBeNull();
    const listed = await t.gql<{ apiTokens: { nodes: { active: boolean }[] } }>(LIST, {}, { token: captain.token });
    expect(listed.data?.apiTokens.nodes[0]?.active).toBe(false);

    const now = t.clock.now().getTime();
    const bad = await t.gql(
      CREATE,
      { input: { name: "  ", scope: "READ", expiresAt: new Date(now - 1000).toISOString() } },
      { token: captain.token, lang: "en" },
    );
    expect(bad.errors?.[0]?.extensions).toEqual({
      code: "VALIDATION_FAILED",
      fields: { name: "Enter a token name", expiresAt: "The expiry date must be in the future" },
    });
    const far = await t.gql(
      CREATE,
      { input: { name: "x", scope: "READ", expiresAt: new Date(now + 731 * 86_400_000).toISOString() } },
      { token: captain.token, lang: "en" },
    );
    expect(far.errors?.[0]?.extensions?.fields).toEqual({ expiresAt: "A token can be valid for at most 2 years" });

    await t.db.user.update({ where: { email: captain.email }, data: { role: "staff" } });
    const staff = await t.gql(CREATE, { input: { name: "biuro", scope: "READ" } }, { token: captain.token });
    expect(staff.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // a token made while a captain stops working when the account becomes staff
    await t.db.user.update({ where: { email: captain.email }, data: { role: "captain" } });
    const before = await create(captain.token, { name: "przed", scope: "READ" });
    await t.db.user.update({ where: { email: captain.email }, data: { role: "staff" } });
    expect((await t.gql<{ me: unknown }>(ME, {}, { token: before.token })).data?.me).toBeNull();
    expect((await t.gql(`query { staffCaptains { totalCount } }`, {}, { token: before.token })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("anonymous callers get UNAUTHENTICATED", async () => {
    expect((await t.gql(LIST)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await t.gql(CREATE, { input: { name: "x", scope: "READ" } })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
