// The render worker: a failed compile is reported with Typst's diagnostics and does not stop the
// worker; renders posted together all arrive, each with its own document.
import { afterAll, describe, expect, it } from "vitest";
import { documentData } from "./documents.model.ts";
import { renderPdf, stopRenderWorker } from "./renderer.ts";
import { flat, pdfText } from "./test/pdf-tools.ts";
import { sampleTrip } from "./test/sample-trip.ts";

afterAll(() => stopRenderWorker());

describe("render worker", () => {
  it("rejects a failed compile with the diagnostics and keeps serving", async () => {
    const data = documentData(sampleTrip());
    await expect(renderPdf("no-such-template.typ", data)).rejects.toMatchObject({
      name: "TypstRenderError",
      message: expect.stringContaining("no-such-template.typ") as string,
    });
    const pdf = await renderPdf("voyage-card.typ", data);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("answers concurrent renders each with its own document", async () => {
    const pdfs = await Promise.all(Array.from({ length: 6 }, (_, i) => renderPdf("voyage-card.typ", documentData(sampleTrip({ logbookNumber: `NR-${i}` })))));
    for (const [i, pdf] of pdfs.entries()) {
      expect(flat(await pdfText(pdf, { mode: "raw" }))).toContain(`voyage No. NR-${i}`);
    }
  });

  it("starts a new worker after it was stopped", async () => {
    await stopRenderWorker();
    const pdf = await renderPdf("voyage-card.typ", documentData(sampleTrip()));
    expect(pdf.length).toBeGreaterThan(1000);
  });
});
