// What users type never becomes Typst markup; fonts are embedded (Noto Sans, with fallbacks for
// symbols and other scripts); Polish letters survive into the text layer; the PDFs are PDF/A-2b
// with their metadata; the captain's logo is drawn when it is a real image.
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { renderAllCrewOpinions, renderDocumentSet, renderVoyageCard } from "./documents.render.ts";
import { stopRenderWorker } from "./renderer.ts";
import { flat, pdfFonts, pdfImageCount, pdfInfo, pdfText } from "./test/pdf-tools.ts";
import { crewMemberForm, sampleTrip } from "./test/sample-trip.ts";
import { tinyPng } from "./test/tiny-png.ts";
import { TEMPLATES_DIR, renderTemplate, typstCompiler } from "./typst.ts";

afterAll(() => stopRenderWorker());

const MARKUP = [
  "#sys.exit()",
  '#include "/etc/passwd"',
  '#read("/etc/passwd")',
  '#import "/etc/hosts": *',
  "$x^2$",
  "*pogrubienie*",
  "_kursywa_",
  "back\\slash \\",
  "] [ } {",
  "<etykieta> @odnosnik",
  "`surowy` ```kod```",
  "= Nagłówek",
  "// komentarz /* blok */",
  "#let x = 1",
  "#{ panic() }",
];

describe("data is text, never markup", () => {
  it("prints notes, names, ports and roles with Typst markup literally", async () => {
    const text = MARKUP.join(" ");
    const trip = sampleTrip({
      firstName: "#sys.exit()",
      yachtName: "*Jacht* #1",
      captainNotes: MARKUP.join("\n"),
      visitedPorts: [{ name: "Port ]#[ $a$", isTidalPort: false }],
      crewMembers: [crewMemberForm(0, { fullName: "_Anna_ \\ Nowak", role: "_other", otherRole: "#emph[kok]", captainNotes: text })],
    });
    const card = flat(await pdfText(await renderVoyageCard(trip), { mode: "raw" }));
    for (const line of MARKUP) expect(card).toContain(line);
    expect(card).toContain("#sys.exit() Gąsienica-Łańcucki");
    expect(card).toContain("Name of yacht *Jacht* #1");
    expect(card).toContain("Port ]#[ $a$");
    expect(card).toContain("_Anna_ \\ Nowak");
    expect(card).toContain("#emph[kok]");
    expect(card).not.toMatch(/root:.*:0:0/);

    const opinion = flat(await pdfText(await renderAllCrewOpinions(trip), { mode: "raw" }));
    expect(opinion).toContain(`Captain's comments ${text}`);
  });
});

describe("fonts and letters", () => {
  it("prints Polish text in the embedded Noto Sans only, every letter extractable", async () => {
    const letters = "ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ";
    const pdf = await renderVoyageCard(sampleTrip({ captainNotes: letters, homePort: "Łódź Żółć" }));
    const fonts = await pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    for (const f of fonts) {
      expect(f.name).toMatch(/^NotoSans-(Regular|Bold|Italic|BoldItalic)$/);
      expect(f.embedded).toBe(true);
    }
    const text = await pdfText(pdf);
    expect(text).toContain(letters);
    expect(text).toContain("Łódź Żółć");
  });

  it("falls back to embedded fonts that have what Noto Sans lacks: ⚓, symbols, Hebrew, Chinese, Japanese, Korean, emoji", async () => {
    const samples = ["Kotwica ⚓", "★ ✓", "Ελληνικά Русский", "שלום", "中文 日本語", "한국어", "⛵"];
    const pdf = await renderVoyageCard(sampleTrip({ yachtName: "Zjawa ⚓", captainNotes: samples.join(" ") }));
    const names = (await pdfFonts(pdf)).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(["NotoSans-Regular", "NotoSansSC-Regular", "NotoSansKR-Regular"]));
    expect(names.some((n) => /^(NotoSansSymbols2?-Regular|DejaVuSans)$/.test(n))).toBe(true);
    for (const f of await pdfFonts(pdf)) expect(f.embedded).toBe(true);
    const text = flat(await pdfText(pdf, { mode: "raw" }));
    expect(text).toContain("Name of yacht Zjawa ⚓");
    for (const sample of samples.filter((x) => x !== "שלום")) expect(text).toContain(sample);
    expect(text).toMatch(/שלום|םולש/); // right-to-left text may be extracted in visual order
  });

  it("fails a render whose template asks for a font that is not embedded", () => {
    const c = typstCompiler();
    const path = join(TEMPLATES_DIR, "_font-check.typ");
    c.mapShadow(path, Buffer.from('#set text(font: "Comic Sans MS")\nTekst'));
    try {
      expect(() => renderTemplate("_font-check.typ", {})).toThrow(/unknown font family/);
    } finally {
      c.unmapShadow(path);
    }
  });
});

describe("archival PDF", () => {
  it("is PDF/A-2b with the document's title, author and keywords in the info and XMP metadata", async () => {
    const { info, xmp } = await pdfInfo(await renderVoyageCard({ ...sampleTrip(), captainLogo: tinyPng() }));
    expect(info).toMatch(/^Title:\s+Karta rejsu \/ Captain's certificate of passage — Zjawa Żółta · 01\.07\.2026 – 15\.07\.2026$/m);
    expect(info).toMatch(/^Author:\s+Józef Gąsienica-Łańcucki$/m);
    expect(info).toMatch(/^Keywords:\s+Zjawa Żółta, POL-1234, 01\.07\.2026, 15\.07\.2026$/m);
    expect(info).toMatch(/^Metadata Stream:\s+yes$/m);
    expect(xmp).toContain("<pdfaid:part>2</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>");
    expect(xmp).toMatch(/<dc:language><rdf:Bag>.*<rdf:li>pl<\/rdf:li>.*<\/rdf:Bag><\/dc:language>/);
    expect(xmp).toMatch(/<dc:creator><rdf:Seq><rdf:li>Józef Gąsienica-Łańcucki<\/rdf:li><\/rdf:Seq><\/dc:creator>/);
  });

  it("names the set and the English documents in their own language", async () => {
    const set = (await pdfInfo(await renderDocumentSet(sampleTrip(), "en"))).info;
    expect(set).toMatch(/^Title:\s+Voyage documents — Zjawa Żółta · 01\.07\.2026 – 15\.07\.2026$/m);
    expect((await pdfInfo(await renderDocumentSet(sampleTrip(), "en"))).xmp).toContain("<rdf:li>en</rdf:li>");
  });
});

describe("captain's logo", () => {
  it("draws the logo in the header of both documents", async () => {
    const trip = { ...sampleTrip(), captainLogo: tinyPng() };
    expect(await pdfImageCount(await renderVoyageCard(trip))).toBe(1);
    expect(await pdfImageCount(await renderAllCrewOpinions(trip))).toBe(trip.crewMembers.length);
  });

  it("leaves out bytes that are not a PNG, JPEG or GIF image", async () => {
    const trip = { ...sampleTrip(), captainLogo: Buffer.from("<svg onload=alert(1)>not really</svg>") };
    const pdf = await renderVoyageCard(trip);
    expect(await pdfImageCount(pdf)).toBe(0);
    expect(flat(await pdfText(pdf))).toContain("KARTA REJSU");
  });
});
