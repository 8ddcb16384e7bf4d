import { describe, expect, it } from "vitest";
import { readBodyLimited } from "./bounded-body.ts";
import { CsvError, parseCsv, unprotect, writeCsv } from "./csv.ts";
import { csvRowToBody, columnOf, duplicateKey, formatPorts, normalizeDate, parsePorts } from "./trips-csv.ts";

describe("CSV for Excel", () => {
  it("writes a UTF-8 BOM, `;` separators, CRLF, and quotes only what needs it", () => {
    const csv = writeCsv(
      ["a", "b", "c"],
      [
        ["Żółta łódź", "12,5", 'say "ahoy"'],
        ["x;y", "line\nbreak", " padded"],
      ],
    );
    expect(csv).toBe('\uFEFFa;b;c\r\nŻółta łódź;12,5;"say ""ahoy"""\r\n"x;y";"line\nbreak";" padded"\r\n');
  });

  it("protects cells that a spreadsheet would run as formulas, and reads them back unchanged", () => {
    const csv = writeCsv(["v"], [['=HYPERLINK("x")'], ["+48 600 100 200"], ["-1"], ["@SUM"], ["plain"]]);
    const values = parseCsv(csv)
      .slice(1)
      .map((r) => r.fields[0] ?? "");
    expect(values).toEqual(['\'=HYPERLINK("x")', "'+48 600 100 200", "'-1", "'@SUM", "plain"]);
    expect(values.map(unprotect)).toEqual(['=HYPERLINK("x")', "+48 600 100 200", "-1", "@SUM", "plain"]);
    expect(unprotect("'quoted")).toBe("'quoted");
  });

  it("parses its own output back exactly (round trip), with the line each record starts on", () => {
    const rows = [
      ["1", "Gdańsk; Hel", 'a "b"'],
      ["2", "two\r\nlines", ""],
      ["3", "", "końcówka"],
    ];
    const parsed = parseCsv(writeCsv(["no", "ports", "note"], rows));
    expect(parsed.map((r) => r.fields)).toEqual([
      ["no", "ports", "note"],
      ["1", "Gdańsk; Hel", 'a "b"'],
      ["2", "two\r\nlines", ""],
      ["3", "", "końcówka"],
    ]);
    expect(parsed.map((r) => r.line)).toEqual([1, 2, 3, 5]);
  });

  it("reads comma-separated files without a BOM, LF line ends, and skips blank lines", () => {
    expect(parseCsv('a,b\n1,"2,5"\n\n3,4').map((r) => r.fields)).toEqual([
      ["a", "b"],
      ["1", "2,5"],
      ["3", "4"],
    ]);
  });

  it("stops on a quote that never closes, naming its line", () => {
    expect(() => parseCsv('a;b\n1;"open\n2;3')).toThrow(CsvError);
    try {
      parseCsv('a;b\n1;"open\n2;3');
    } catch (e) {
      expect((e as CsvError).line).toBe(2);
    }
  });

  it("stops reading after the record limit", () => {
    const big = ["h", ...Array.from({ length: 5000 }, (_, i) => String(i))].join("\n");
    expect(parseCsv(big, 10).length).toBeLessThanOrEqual(12);
  });
});

describe("trip columns", () => {
  it("writes and reads visited ports with tidal marks, dates and escaped characters", () => {
    const ports = [
      { name: "Helgoland", isTidalPort: true, arrivalDate: "2025-07-04", departureDate: "2025-07-05" },
      { name: "Kilonia", isTidalPort: false, arrivalDate: null, departureDate: null },
      { name: "Port; z * i @ i \\", isTidalPort: true, arrivalDate: null, departureDate: "2025-07-09" },
    ];
    const cell = formatPorts(ports);
    expect(cell).toBe("Helgoland* @2025-07-04/2025-07-05; Kilonia; Port\\; z \\* i \\@ i \\\\* @/2025-07-09");
    expect(parsePorts(cell)).toEqual(ports);
    expect(parsePorts("Bornholm;  Kilonia* ; ")).toEqual([
      { name: "Bornholm", isTidalPort: false, arrivalDate: null, departureDate: null },
      { name: "Kilonia", isTidalPort: true, arrivalDate: null, departureDate: null },
    ]);
  });

  it("takes the dates Polish Excel writes back", () => {
    expect(normalizeDate("01.07.2025")).toBe("2025-07-01");
    expect(normalizeDate("1.7.2025")).toBe("2025-07-01");
    expect(normalizeDate("2025-07-01 00:00:00")).toBe("2025-07-01");
    expect(normalizeDate("2025-07-01")).toBe("2025-07-01");
  });

  it("reads yes/no in both languages and says which cells are not", () => {
    const ok = csvRowToBody({ embarkation_tidal: "TAK", disembarkation_tidal: "no", crew_members: "" });
    expect(ok.body).toMatchObject({ isEmbarkationTidalPort: true, isDisembarkationTidalPort: false, crewMembers: [] });
    expect(ok.errors).toEqual({});
    const bad = csvRowToBody({ embarkation_tidal: "może", crew_members: "{not json" });
    expect(bad.errors).toEqual({ embarkation_tidal: ["validation.option.invalid"], crew_members: ["transfer.import.crewJson"] });
  });

  it("names errors by their CSV column", () => {
    expect(columnOf("yachtName")).toBe("yacht_name");
    expect(columnOf("firstName")).toBe("captain_first_name");
    expect(columnOf("crewMembers.0.fullName")).toBe("crew_members[1].fullName");
  });

  it("calls trips duplicates by dates, yacht registration (spaces, case) and start and end ports (case)", () => {
    const a = {
      embarkationDate: "2025-07-01",
      disembarkationDate: "2025-07-08",
      registrationNumber: "POL 1234",
      embarkationPort: "Gdynia",
      disembarkationPort: "Hel",
    };
    expect(duplicateKey(a)).toBe(duplicateKey({ ...a, registrationNumber: "pol1234", embarkationPort: " GDYNIA " }));
    expect(duplicateKey(a)).not.toBe(duplicateKey({ ...a, disembarkationDate: "2025-07-09" }));
    expect(duplicateKey(a)).not.toBe(duplicateKey({ ...a, disembarkationPort: "Władysławowo" }));
  });
});

describe("bounded body", () => {
  const stream = (chunks: number, size: number) =>
    new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < chunks; i++) c.enqueue(new Uint8Array(size).fill(65));
        c.close();
      },
    });

  it("reads a body within the limit", async () => {
    const req = new Request("http://x", { method: "POST", body: stream(3, 100), duplex: "half" } as RequestInit);
    expect((await readBodyLimited(req, 300))?.byteLength).toBe(300);
  });

  it("stops a chunked body as soon as it passes the limit, and refuses a declared length over it", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(c) {
        pulled++;
        c.enqueue(new Uint8Array(1000));
      },
    });
    const req = new Request("http://x", { method: "POST", body: endless, duplex: "half" } as RequestInit);
    expect(await readBodyLimited(req, 5000)).toBeNull();
    expect(pulled).toBeLessThan(10);
    const declared = new Request("http://x", { method: "POST", body: "x".repeat(10), headers: { "content-length": "999999" } });
    expect(await readBodyLimited(declared, 100)).toBeNull();
  });
});
