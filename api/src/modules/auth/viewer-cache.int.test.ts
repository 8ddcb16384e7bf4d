// The process keeps what a token resolved to (viewer-cache.ts) and forgets it when the database
// says the account changed (db/change-feed.ts): on the real database, PGlite and PostgreSQL.
import { describe, expect, it } from "vitest";
import { FEED_APPLICATION_NAME } from "../../db/change-feed.ts";
import { openDatabase } from "../../db/db.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { registerCaptain, usingPostgres, type TestApp } from "../../test/harness.ts";
import { eventually } from "../../test/server-process.ts";
import { givePremium } from "../../test/trips.ts";
import { hashToken } from "./tokens.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

const me = (token: string) => t.rest("GET", "/api/auth/user", { token });
/** An API token may not ask for the account (token management): it reads the trip list. */
const trips = (token: string) => t.rest("GET", "/api/sailing-trips", { token });
const hasPremium = async (token: string) => (await t.gql<{ hasPremium: boolean }>("{ hasPremium }", {}, { token })).data?.hasPremium;
const sessionId = async (token: string) => (await t.db.session.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })).id;

describe("resolved tokens kept by the process", () => {
  it("answers a token seen before without looking it up, until the database names its account", async () => {
    const c = await registerCaptain(t);
    expect((await me(c.token)).status).toBe(200);
    const id = await sessionId(c.token);
    // Revoked behind the triggers' back (no notification): the kept answer is still given, which
    // shows the request did not look the token up …
    await t.db.$transaction([
      t.db.$executeRawUnsafe(`ALTER TABLE "Session" DISABLE TRIGGER "Session_auth_changed"`),
      t.db.session.update({ where: { id }, data: { revokedAt: t.clock.now() } }),
      t.db.$executeRawUnsafe(`ALTER TABLE "Session" ENABLE TRIGGER "Session_auth_changed"`),
    ]);
    expect((await me(c.token)).status).toBe(200);
    // … and any change the trigger reports (here a no-op update of the session) ends it at once.
    await t.db.$executeRaw`UPDATE "Session" SET "remember" = "remember" WHERE "id" = ${id}::uuid`;
    expect((await me(c.token)).status).toBe(401);
  });

  it("refuses from the next request on a logged-out session, a session ended by a password change and a revoked API token", async () => {
    const c = await registerCaptain(t);
    const second = await t.rest<{ token: string }>("POST", "/api/auth/login", { body: { email: c.email, password: c.password } });
    const created = await t.gql<{ createApiToken: { token: string; apiToken: { id: string } } }>(
      `mutation { createApiToken(input: { name: "szkoła", scope: READ }) { token apiToken { id } } }`,
      {},
      { token: c.token },
    );
    const apiToken = created.data!.createApiToken;
    for (const token of [c.token, second.body.token]) expect((await me(token)).status).toBe(200);
    expect((await trips(apiToken.token)).status).toBe(200);

    expect((await t.rest("POST", "/api/auth/logout", { token: second.body.token })).status).toBe(200);
    expect((await me(second.body.token)).status).toBe(401);

    await t.gql(`mutation R($id: ID!) { revokeApiToken(id: $id) { id } }`, { id: apiToken.apiToken.id }, { token: c.token });
    expect((await trips(apiToken.token)).status).toBe(401);

    const third = await t.rest<{ token: string }>("POST", "/api/auth/login", { body: { email: c.email, password: c.password } });
    expect((await me(third.body.token)).status).toBe(200);
    const change = await t.rest("POST", "/api/captain-profile/change-password", {
      token: c.token,
      body: { current_password: c.password, new_password: "password456", new_password_confirmation: "password456" },
    });
    expect(change.status).toBe(200);
    expect((await me(third.body.token)).status).toBe(401);
    expect((await me(c.token)).status).toBe(200); // the session that changed the password stays
  });

  it("sees Premium given at the next request, and its end and a session's expiry by the clock alone", async () => {
    const c = await registerCaptain(t);
    expect(await hasPremium(c.token)).toBe(false);
    await givePremium(t, c.id, 1);
    expect(await hasPremium(c.token)).toBe(true);
    t.clock.advance(86_400_000 + 1000); // the Premium's day is over; nothing in the database changed
    expect(await hasPremium(c.token)).toBe(false);
    t.clock.advance(86_400_000); // and so is the (not remembered) session's day
    expect((await me(c.token)).status).toBe(401);
  });

  // PGlite serves one process; these need a second client of the same PostgreSQL database.
  if (usingPostgres()) {
    const otherProcess = async () => {
      const name = (await t.db.$queryRaw<{ db: string }[]>`SELECT current_database() AS db`)[0]?.db;
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      return openDatabase(url.toString(), { onConnectionError: () => {} });
    };

    it("refuses a token that another process revoked as soon as PostgreSQL tells this one", async () => {
      const c = await registerCaptain(t);
      expect((await me(c.token)).status).toBe(200);
      const other = await otherProcess();
      try {
        await other.prisma.session.updateMany({ where: { tokenHash: hashToken(c.token) }, data: { revokedAt: new Date() } });
        await eventually(async () => expect((await me(c.token)).status).toBe(401));
      } finally {
        await other.close();
      }
    });

    it("keeps nothing while its listening connection is lost, and keeps again once it listens anew", async () => {
      const c = await registerCaptain(t);
      expect((await me(c.token)).status).toBe(200);
      const cache = t.app.services.viewerCache;
      expect(cache.size).toBeGreaterThan(0);
      const ended = await t.db.$queryRaw<{ ended: boolean }[]>`
        SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = ${FEED_APPLICATION_NAME} AND datname = current_database()`;
      expect(ended.map((r) => r.ended)).toEqual([true]);
      await eventually(() => expect(cache.size).toBe(0));
      // While it is not listening, a change from elsewhere could be missed: every request looks its token up.
      // Once it listens again, answers are kept again.
      await eventually(async () => {
        expect((await me(c.token)).status).toBe(200);
        expect(cache.size).toBeGreaterThan(0);
      });
    });
  }
});
