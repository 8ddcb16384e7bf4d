// Invoices of paid orders: numbers FV/YYYY/MM/NNNN consecutive per month without gaps (also when
// payments complete at the same moment), the PDF read back as text, and who may download it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerCaptain, type TestApp } from "../../test/harness.ts";
import { staffToken } from "../../test/trips.ts";
import { flat, pdfText } from "../documents/test/pdf-tools.ts";
import { companyInvoice, order } from "./test/orders.ts";
import { must } from "../../../../validation/must.ts";

let t: TestApp;
const SELLER = {
  name: "Marina Bałtyk sp. z o.o.",
  address: "ul. Nadbrzeżna 7, 81-300 Gdynia",
  nip: "5260001246",
  phone: "+48 58 123 45 67",
  email: "faktury@marina.test",
  bankAccount: "PL 61 1090 1014 0000 0712 1981 2874",
};
beforeAll(async () => {
  t = await createTestApp({ company: SELLER });
});
afterAll(() => t.close());

/** A captain with a paid order (through the test payment page). */
async function paidOrder(over: Record<string, unknown> = {}) {
  const captain = await registerCaptain(t);
  const res = await order(t, captain.token, over);
  const paymentId = must(res.body.redirectUrl.split("/payment/test/")[1], "a test payment id");
  return { captain, paymentId, complete: () => t.app.services.orders.completeTestPayment(captain.id, paymentId, "COMPLETED") };
}

const pdf = async (id: string, token?: string) => {
  const res = await t.app.fetch(new Request(`http://test/api/invoices/${id}/pdf`, { headers: token ? { authorization: `Bearer ${token}` } : {} }));
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    disposition: res.headers.get("content-disposition"),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
};

describe("invoice numbers", () => {
  it("run FV/YYYY/MM/0001… without gaps when 12 payments complete at once, and start again next month", async () => {
    t.clock.current = new Date("2026-10-31T10:00:00Z");
    const orders = await Promise.all(Array.from({ length: 12 }, () => paidOrder()));
    await Promise.all(orders.map((o) => o.complete()));
    const october = await t.db.invoice.findMany({ where: { year: 2026, month: 10 }, orderBy: { seq: "asc" } });
    expect(october.map((i) => i.number)).toEqual(Array.from({ length: 12 }, (_, i) => `FV/2026/10/${String(i + 1).padStart(4, "0")}`));
    // 23:30 UTC on 31 October is already 1 November in Poland: the next month's first number.
    t.clock.current = new Date("2026-10-31T23:30:00Z");
    const late = await paidOrder();
    await late.complete();
    expect(await t.db.invoice.findUniqueOrThrow({ where: { paymentId: late.paymentId } })).toMatchObject({ number: "FV/2026/11/0001", year: 2026, month: 11 });
  });

  it("a payment that fails to complete leaves no gap", async () => {
    t.clock.current = new Date("2026-12-05T10:00:00Z");
    const first = await paidOrder();
    await first.complete();
    // A rolled-back activation (here: its transaction fails after taking a number) gives it back.
    await expect(
      t.db.$transaction(async (tx) => {
        const { nextInvoiceNumber } = await import("./invoices.service.ts");
        await nextInvoiceNumber(tx, 2026, 12);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const second = await paidOrder();
    await second.complete();
    const numbers = (await t.db.invoice.findMany({ where: { year: 2026, month: 12 }, orderBy: { seq: "asc" } })).map((i) => i.number);
    expect(numbers).toEqual(["FV/2026/12/0001", "FV/2026/12/0002"]);
  });
});

describe("the invoice PDF", () => {
  it("is a Polish VAT invoice: seller from configuration, company buyer with NIP, net + 23% VAT = gross, payment method and dates", async () => {
    t.clock.current = new Date("2027-01-15T09:00:00Z");
    const o = await paidOrder(companyInvoice());
    await o.complete();
    const invoice = await t.db.invoice.findUniqueOrThrow({ where: { paymentId: o.paymentId } });
    expect(invoice).toMatchObject({ number: "FV/2027/01/0001", netGrosze: 3984, vatGrosze: 916, grossGrosze: 4900, vatRate: 23 });
    const file = await pdf(invoice.id, o.captain.token);
    expect(file).toMatchObject({ status: 200, type: "application/pdf", disposition: 'inline; filename="faktura-FV-2027-01-0001.pdf"' });
    const text = flat(await pdfText(file.bytes));
    for (const expected of [
      "Faktura VAT",
      "nr FV/2027/01/0001",
      "Data wystawienia: 15.01.2027",
      "Data sprzedaży: 15.01.2027",
      "Miejsce wystawienia: Gdynia",
      "Marina Bałtyk sp. z o.o.",
      "ul. Nadbrzeżna 7, 81-300 Gdynia",
      "NIP: 526-000-12-46",
      "PL 61 1090 1014 0000 0712 1981 2874",
      "Kowalski Yachting sp. z o.o.",
      "Jan Kowalski",
      "ul. Morska 5/2",
      "81-300 Gdynia",
      "Żeglog Premium — dostęp roczny",
      "(365 dni)",
      "39,84 zł",
      "23%",
      "9,16 zł",
      "49,00 zł",
      "Płatność testowa",
      "Zapłacono 49,00 zł dnia 15.01.2027",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("49.00");
    if (process.env.INVOICE_PDF_OUT) (await import("node:fs")).writeFileSync(process.env.INVOICE_PDF_OUT, file.bytes);
  });

  it("an individual's invoice has no NIP line for the buyer; only its captain and staff may download it", async () => {
    const o = await paidOrder();
    await o.complete();
    const invoice = await t.db.invoice.findUniqueOrThrow({ where: { paymentId: o.paymentId } });
    const text = flat(await pdfText((await pdf(invoice.id, o.captain.token)).bytes));
    expect(text.match(/NIP:/g)).toHaveLength(1); // the seller's
    const other = await registerCaptain(t);
    expect((await pdf(invoice.id, other.token)).status).toBe(404);
    expect((await pdf(invoice.id)).status).toBe(401);
    expect((await pdf("not-a-uuid", o.captain.token)).status).toBe(404);
    const staff = await staffToken(t);
    expect((await pdf(invoice.id, staff.token)).status).toBe(200);
    const list = await t.gql<{ invoices: { totalCount: number; nodes: { number: string; gross: string; captainEmail: string; pdfUrl: string }[] } }>(
      `query I($search: String) { invoices(search: $search) { totalCount nodes { number gross captainEmail pdfUrl } } }`,
      { search: o.captain.email },
      { token: staff.token },
    );
    expect(list.data?.invoices).toEqual({
      totalCount: 1,
      nodes: [{ number: invoice.number, gross: "49.00", captainEmail: o.captain.email, pdfUrl: `/api/invoices/${invoice.id}/pdf` }],
    });
    expect((await t.gql(`{ invoices { totalCount } }`, {}, { token: o.captain.token })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
