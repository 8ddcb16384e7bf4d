// The office lists (staffCaptains, discountCodes, invoices) page by cursor in the one API style:
// first/after, nodes/endCursor/hasNextPage/totalCount, a stable order with the id as tie-breaker.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerCaptain, type TestApp } from "../../test/harness.ts";
import { staffToken } from "../../test/trips.ts";

let t: TestApp;
let staff: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(() => t.close());

type Page = { totalCount: number; hasNextPage: boolean; endCursor: string | null; nodes: { id: string }[] };
const query = (field: string) =>
  `query Q($search: String, $first: Int, $after: String) { ${field}(search: $search, first: $first, after: $after) { totalCount hasNextPage endCursor nodes { id } } }`;
const CAPTAINS = query("staffCaptains");

async function page(field: string, vars: Record<string, unknown>, token = staff.token) {
  const res = await t.gql<Record<string, Page>>(query(field), vars, { token });
  return { page: res.data?.[field], errors: res.errors };
}

describe("cursor pages of the office lists", () => {
  it("walks captains created at the same instant page by page: no duplicates, none missed, last page says so", async () => {
    const marker = `kursor${Date.now()}`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await registerCaptain(t, { name: `Kapitan ${marker} ${i}` })).id);
    const seen: string[] = [];
    let after: string | null = null;
    const sizes: number[] = [];
    for (let guard = 0; guard < 5; guard++) {
      const { page: p } = await page("staffCaptains", { search: marker, first: 2, after });
      expect(p?.totalCount).toBe(5);
      sizes.push(p?.nodes.length ?? 0);
      seen.push(...(p?.nodes.map((n) => n.id) ?? []));
      if (!p?.hasNextPage) break;
      after = p.endCursor;
    }
    expect(sizes).toEqual([2, 2, 1]);
    expect(new Set(seen).size).toBe(5);
    expect([...seen].sort()).toEqual([...ids].sort());
    const whole = await page("staffCaptains", { search: marker, first: 100 });
    expect(whole.page?.nodes.map((n) => n.id)).toEqual(seen);
  });

  it("an empty list has no cursor and no next page", async () => {
    for (const field of ["staffCaptains", "discountCodes", "invoices"]) {
      const { page: p } = await page(field, { search: `nic-takiego-${Date.now()}` });
      expect(p).toEqual({ totalCount: 0, hasNextPage: false, endCursor: null, nodes: [] });
    }
  });

  it("refuses a forged, foreign or malformed cursor and a page size out of 1..100 with BAD_USER_INPUT", async () => {
    const marker = `obcy${Date.now()}`;
    await registerCaptain(t, { name: `Kapitan ${marker} A` });
    await registerCaptain(t, { name: `Kapitan ${marker} B` });
    const { page: captains } = await page("staffCaptains", { search: marker, first: 1 });
    expect(captains?.hasNextPage).toBe(true);
    const foreign = captains?.endCursor;
    const forged = Buffer.from(JSON.stringify(["staffCaptains", "x", "y"])).toString("base64url");
    for (const field of ["staffCaptains", "discountCodes", "invoices"]) {
      for (const after of ["nie-kursor", "%%%", forged, "a".repeat(500)]) {
        const { errors } = await page(field, { after });
        expect(errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
        expect(errors?.[0]?.message).toBe("Nieprawidłowy kursor strony: podaj endCursor z poprzedniej strony tej samej listy");
      }
      for (const first of [0, -1, 101]) {
        const { errors } = await page(field, { first });
        expect(errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
        expect(errors?.[0]?.message).toBe("first musi być liczbą całkowitą od 1 do 100");
      }
    }
    // A captains cursor is not a cursor of another list.
    expect((await page("discountCodes", { after: foreign })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await page("invoices", { after: foreign })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await page("staffCaptains", { search: marker, first: 1, after: foreign })).page?.nodes).toHaveLength(1);
  });

  it("the lists are staff-only: a captain sees none of them, not even their own rows", async () => {
    const captain = await registerCaptain(t);
    for (const field of ["staffCaptains", "discountCodes", "invoices"]) {
      const { page: p, errors } = await page(field, {}, captain.token);
      expect(p).toBeUndefined();
      expect(errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    expect((await t.gql(CAPTAINS, {})).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
