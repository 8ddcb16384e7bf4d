// The public `company` query: the COMPANY_* settings the invoices use, for the contact page and footer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const QUERY = "{ company { name address nip phone email bankAccount } }";
const COMPANY = {
  name: "Morska Firma sp. z o.o.",
  address: "ul. Morska 5, 81-300 Gdynia",
  nip: "5260001246",
  phone: "+48 58 123 45 67",
  email: "biuro@morska.example",
  bankAccount: "PL 61 1090 1014 0000 0712 1981 2874",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ company: COMPANY });
});
afterAll(() => t.close());

describe("company", () => {
  it("answers anyone with the configured details, the NIP written 000-000-00-00", async () => {
    const res = await t.gql<{ company: Record<string, string> }>(QUERY, {});
    expect(res.errors).toBeUndefined();
    expect(res.data?.company).toEqual({ ...COMPANY, nip: "526-000-12-46" });
  });
});
