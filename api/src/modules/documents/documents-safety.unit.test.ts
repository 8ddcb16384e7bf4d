// What users type never becomes Typst markup; fonts are the embedded Noto Sans only; Polish
// letters survive into the text layer; the captain's logo is drawn when it is a real image.
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { renderAllCrewOpinions, renderVoyageCard } from "./documents.render.ts";
import { stopRenderWorker } from "./renderer.ts";
import { flat, pdfFonts, pdfImageCount, pdfText } from "./test/pdf-tools.ts";
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
    expect(card).toContain("Yacht name *Jacht* #1");
    expect(card).toContain("Port ]#[ $a$");
    expect(card).toContain("_Anna_ \\ Nowak");
    expect(card).toContain("#emph[kok]");
    expect(card).not.toMatch(/root:.*:0:0/);

    const opinion = flat(await pdfText(await renderAllCrewOpinions(trip), { mode: "raw" }));
    expect(opinion).toContain(`Captain's remarks ${text}`);
  });
});

describe("fonts and letters", () => {
  it("embeds only Noto Sans and extracts every Polish letter", async () => {
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
