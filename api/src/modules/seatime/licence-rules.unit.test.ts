// Every licence rule on hand-made trip sets: at, just below and just above each threshold, the
// strict "over" conditions at their edge, and marks that are missing ("unknown") or negative.
import { describe, expect, it } from "vitest";
import { licenceProgress, requirementProgress } from "./licence-progress.ts";
import { LICENCES, REQUIREMENTS, type LicenceCode } from "./licence-rules.ts";
import type { SeaTrip } from "./sea-trip.ts";
import { seaTrip, times } from "./test/sea-trips.ts";

function progress(code: LicenceCode, key: string, trips: SeaTrip[]) {
  const req = REQUIREMENTS.find((r) => r.licence === code && r.key === key);
  const licence = LICENCES.find((l) => l.code === code);
  if (!req || !licence) throw new Error(`no rule ${code}/${key}`);
  return requirementProgress(req, licence, trips);
}

const status = (code: LicenceCode, key: string, trips: SeaTrip[]) => progress(code, key, trips).status;

describe("the rule table", () => {
  it("holds exactly these requirements (a rule change edits this line too)", () => {
    expect(REQUIREMENTS.map((r) => [r.licence, r.key, r.required, r.unit, r.measure])).toEqual([
      ["pzz-jsm", "sea_voyages", 2, "voyages", { kind: "voyages" }],
      ["pzz-jsm", "hours_underway", 200, "h", { kind: "hoursUnderway" }],
      ["pzz-kj", "sea_voyages", 6, "voyages", { kind: "voyages" }],
      ["pzz-kj", "hours_underway", 1200, "h", { kind: "hoursUnderway" }],
      ["pzz-kj", "hours_in_command", 400, "h", { kind: "hoursInCommand", hullOverM: 7.5 }],
      ["pzz-kj", "voyage_large_yacht", 1, "voyages", { kind: "longVoyages", hoursOver: 100, hullOverM: 20 }],
      ["pzz-kj", "voyage_tidal", 1, "voyages", { kind: "tidalVoyages", tidalHoursOver: 100, tidalPortsAtLeast: 2 }],
      ["rya-coastal", "days", 30, "days", { kind: "days" }],
      ["rya-coastal", "skipper_days", 2, "days", { kind: "skipperDays" }],
      ["rya-coastal", "miles", 800, "NM", { kind: "miles" }],
      ["rya-coastal", "night_hours", 12, "h", { kind: "nightHours" }],
      ["rya-coastal", "tidal_share", 50, "%", { kind: "tidalShare" }],
      ["rya-offshore", "days", 50, "days", { kind: "days" }],
      ["rya-offshore", "miles", 2500, "NM", { kind: "miles" }],
      ["rya-offshore", "skipper_days", 5, "days", { kind: "skipperDays" }],
      ["rya-offshore", "passages_over_60", 5, "passages", { kind: "passagesOver60" }],
    ]);
  });

  it("gives every requirement a source and unique keys per licence", () => {
    for (const r of REQUIREMENTS) expect(r.source).toMatch(/PZŻ|RYA/);
    for (const l of LICENCES) {
      const keys = REQUIREMENTS.filter((r) => r.licence === l.code).map((r) => r.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe("PZŻ jachtowy sternik morski", () => {
  it("2 sea voyages: 1 missing, 2 met, 3 met", () => {
    expect(progress("pzz-jsm", "sea_voyages", times(1))).toMatchObject({ status: "missing", done: 1, missing: 1 });
    expect(progress("pzz-jsm", "sea_voyages", times(2))).toMatchObject({ status: "met", done: 2, missing: 0, met: true });
    expect(progress("pzz-jsm", "sea_voyages", times(3))).toMatchObject({ status: "met", done: 3 });
  });

  it("only trips marked as sea voyages count; an unmarked one makes the answer unknown, a 'no' excludes it", () => {
    const inland = seaTrip({ marks: { seaVoyage: false } });
    const unmarked = seaTrip({ marks: { seaVoyage: null } });
    expect(progress("pzz-jsm", "sea_voyages", [seaTrip(), inland])).toMatchObject({ status: "missing", done: 1, unmarkedTripIds: [] });
    expect(progress("pzz-jsm", "sea_voyages", [seaTrip(), unmarked])).toMatchObject({ status: "unknown", done: 1, unmarkedTripIds: [unmarked.id] });
    // met by marked trips alone: unmarked ones no longer matter
    expect(progress("pzz-jsm", "sea_voyages", [...times(2), unmarked])).toMatchObject({ status: "met", unmarkedTripIds: [] });
  });

  it("200 h underway (sailing + engine, mooring never): 199.9999 missing, 200 met, 200.0001 met", () => {
    expect(progress("pzz-jsm", "hours_underway", [seaTrip({ sail: "150", engine: "49.9999", moored: "500" })])).toMatchObject({
      status: "missing",
      done: 199.9999,
      missing: 0.0001,
    });
    expect(progress("pzz-jsm", "hours_underway", [seaTrip({ sail: "150", engine: "50" })])).toMatchObject({ status: "met", done: 200 });
    expect(progress("pzz-jsm", "hours_underway", [seaTrip({ sail: "100.0001" }), seaTrip({ engine: "100" })])).toMatchObject({ status: "met", done: 200.0001 });
  });

  it("sums exactly: 0.1 h a thousand times is 100 h, not 99.99999999999986", () => {
    expect(progress("pzz-jsm", "hours_underway", times(1000, { sail: "0.1" })).done).toBe(100);
  });
});

describe("PZŻ kapitan jachtowy", () => {
  it("6 sea voyages: 5 missing, 6 met, 7 met", () => {
    expect(status("pzz-kj", "sea_voyages", times(5))).toBe("missing");
    expect(status("pzz-kj", "sea_voyages", times(6))).toBe("met");
    expect(status("pzz-kj", "sea_voyages", times(7))).toBe("met");
  });

  it("1,200 h underway: 1199.99 missing, 1200 met, 1200.5 met", () => {
    expect(status("pzz-kj", "hours_underway", times(6, { sail: "199.99833" }))).toBe("missing");
    expect(status("pzz-kj", "hours_underway", [...times(5, { sail: "200" }), seaTrip({ sail: "199.99" })])).toBe("missing");
    expect(status("pzz-kj", "hours_underway", times(6, { sail: "150", engine: "50" }))).toBe("met");
    expect(status("pzz-kj", "hours_underway", [...times(5, { sail: "200" }), seaTrip({ sail: "200.5" })])).toBe("met");
  });

  it("400 h in sole command on a yacht over 7.5 m: 399.9999 missing, 400 met, 400.0001 met", () => {
    const cmd = { marks: { inCommand: true } };
    expect(status("pzz-kj", "hours_in_command", [seaTrip({ ...cmd, sail: "399.9999" })])).toBe("missing");
    expect(status("pzz-kj", "hours_in_command", [seaTrip({ ...cmd, sail: "300", engine: "100" })])).toBe("met");
    expect(status("pzz-kj", "hours_in_command", [seaTrip({ ...cmd, sail: "400.0001" })])).toBe("met");
  });

  it("in command: a hull of exactly 7.5 m does not count, 7.5001 m does; 'not in command' excludes; unmarked is unknown", () => {
    const trip = (hullLength: string, inCommand: boolean | null) => seaTrip({ sail: "400", hullLength, marks: { inCommand } });
    expect(progress("pzz-kj", "hours_in_command", [trip("7.5", true)])).toMatchObject({ status: "missing", done: 0, unmarkedTripIds: [] });
    expect(status("pzz-kj", "hours_in_command", [trip("7.5001", true)])).toBe("met");
    expect(status("pzz-kj", "hours_in_command", [trip("12", false)])).toBe("missing");
    const unmarked = trip("12", null);
    expect(progress("pzz-kj", "hours_in_command", [unmarked])).toMatchObject({ status: "unknown", unmarkedTripIds: [unmarked.id] });
    // an unmarked trip on a short yacht could not count anyway: the answer is known
    expect(status("pzz-kj", "hours_in_command", [trip("7", null)])).toBe("missing");
  });

  it("a voyage over 100 h on a yacht over 20 m: 100 h or 20 m exactly do not count, just over does", () => {
    expect(status("pzz-kj", "voyage_large_yacht", [seaTrip({ sail: "100", hullLength: "25" })])).toBe("missing");
    expect(status("pzz-kj", "voyage_large_yacht", [seaTrip({ sail: "100.0001", hullLength: "20" })])).toBe("missing");
    const ok = seaTrip({ sail: "90", engine: "10.0001", hullLength: "20.01" });
    expect(progress("pzz-kj", "voyage_large_yacht", [ok, seaTrip({ sail: "500", hullLength: "12" })])).toMatchObject({
      status: "met",
      done: 1,
      tripIds: [ok.id],
    });
    // hours over 100 spread over two voyages are not one voyage over 100 h
    expect(status("pzz-kj", "voyage_large_yacht", times(2, { sail: "60", hullLength: "30" }))).toBe("missing");
  });

  it("a voyage over 100 h in tidal waters calling at 2 or more tidal ports", () => {
    expect(status("pzz-kj", "voyage_tidal", [seaTrip({ sail: "150", tidal: "100", tidalPorts: 2 })])).toBe("missing");
    expect(status("pzz-kj", "voyage_tidal", [seaTrip({ sail: "150", tidal: "100.0001", tidalPorts: 1 })])).toBe("missing");
    expect(status("pzz-kj", "voyage_tidal", [seaTrip({ sail: "150", tidal: "100.0001", tidalPorts: 2 })])).toBe("met");
    expect(status("pzz-kj", "voyage_tidal", [seaTrip({ sail: "150", tidal: "120", tidalPorts: 3 })])).toBe("met");
  });

  it("the licence is met only when every requirement is; one known miss makes it missing even with unknowns", () => {
    const all = [
      ...times(5, { sail: "200", marks: { inCommand: true } }),
      seaTrip({ sail: "250", tidal: "120", tidalPorts: 2, hullLength: "21", marks: { inCommand: true } }),
    ];
    const kj = licenceProgress(all).find((l) => l.code === "pzz-kj")!;
    expect(kj).toMatchObject({ met: true, status: "met" });
    const fewer = licenceProgress(all.slice(1)).find((l) => l.code === "pzz-kj")!;
    expect(fewer).toMatchObject({ met: false, status: "missing" });
    // the sixth voyage is not marked: whether the voyages and hours suffice is not known
    const unmarked = licenceProgress([...all.slice(1), seaTrip({ sail: "300", marks: { seaVoyage: null, inCommand: true } })]).find(
      (l) => l.code === "pzz-kj",
    )!;
    expect(unmarked).toMatchObject({ met: false, status: "unknown" });
    // one requirement surely missed (no long voyage on a big yacht) outweighs unknowns
    const noBigYacht = [...all.slice(0, 5), seaTrip({ sail: "250", tidal: "120", tidalPorts: 2, hullLength: "12" }), seaTrip({ marks: { seaVoyage: null } })];
    expect(licenceProgress(noBigYacht).find((l) => l.code === "pzz-kj")!.status).toBe("missing");
  });
});

describe("RYA Yachtmaster Coastal", () => {
  it("30 days: 29 missing, 30 met, 31 met", () => {
    expect(status("rya-coastal", "days", [seaTrip({ days: 29 })])).toBe("missing");
    expect(status("rya-coastal", "days", [seaTrip({ days: 20 }), seaTrip({ days: 10 })])).toBe("met");
    expect(status("rya-coastal", "days", [seaTrip({ days: 31 })])).toBe("met");
  });

  it("2 days as skipper: only trips marked in command count their days", () => {
    expect(status("rya-coastal", "skipper_days", [seaTrip({ days: 1, marks: { inCommand: true } }), seaTrip({ days: 5, marks: { inCommand: false } })])).toBe(
      "missing",
    );
    expect(status("rya-coastal", "skipper_days", [seaTrip({ days: 2, marks: { inCommand: true } })])).toBe("met");
    expect(status("rya-coastal", "skipper_days", [seaTrip({ days: 3, marks: { inCommand: true } })])).toBe("met");
    expect(status("rya-coastal", "skipper_days", [seaTrip({ days: 3, marks: { inCommand: null } })])).toBe("unknown");
  });

  it("800 NM: 799.9999 missing, 800 met, 800.0001 met", () => {
    expect(status("rya-coastal", "miles", [seaTrip({ miles: "799.9999" })])).toBe("missing");
    expect(status("rya-coastal", "miles", [seaTrip({ miles: "400" }), seaTrip({ miles: "400" })])).toBe("met");
    expect(status("rya-coastal", "miles", [seaTrip({ miles: "800.0001" })])).toBe("met");
  });

  it("12 night hours from the captain's marks: 11.5 missing, 12 met, 12.5 met; a trip without the mark is unknown", () => {
    expect(status("rya-coastal", "night_hours", [seaTrip({ marks: { nightHours: "11.5" } })])).toBe("missing");
    expect(progress("rya-coastal", "night_hours", [seaTrip({ marks: { nightHours: "8" } }), seaTrip({ marks: { nightHours: "4" } })])).toMatchObject({
      status: "met",
      done: 12,
    });
    expect(status("rya-coastal", "night_hours", [seaTrip({ marks: { nightHours: "12.5" } })])).toBe("met");
    expect(status("rya-coastal", "night_hours", [seaTrip({ marks: { nightHours: "6" } }), seaTrip()])).toBe("unknown");
    expect(status("rya-coastal", "night_hours", [seaTrip({ marks: { nightHours: "0" } })])).toBe("missing");
  });

  it("half of the hours underway in tidal waters: 49.99 % missing, 50 % met, 50.01 % met", () => {
    expect(progress("rya-coastal", "tidal_share", [seaTrip({ sail: "10000", tidal: "4999" })])).toMatchObject({ status: "missing", done: 49.99 });
    expect(progress("rya-coastal", "tidal_share", [seaTrip({ sail: "60", tidal: "60" }), seaTrip({ sail: "60" })])).toMatchObject({ status: "met", done: 50 });
    expect(status("rya-coastal", "tidal_share", [seaTrip({ sail: "10000", tidal: "5001" })])).toBe("met");
    expect(progress("rya-coastal", "tidal_share", [])).toMatchObject({ status: "missing", done: 0 });
  });
});

describe("RYA Yachtmaster Offshore", () => {
  it("50 days, 2,500 NM, 5 days as skipper, 5 passages over 60 NM — below, at and above each", () => {
    expect(status("rya-offshore", "days", [seaTrip({ days: 49 })])).toBe("missing");
    expect(status("rya-offshore", "days", [seaTrip({ days: 50 })])).toBe("met");
    expect(status("rya-offshore", "days", [seaTrip({ days: 51 })])).toBe("met");
    expect(status("rya-offshore", "miles", [seaTrip({ miles: "2499" })])).toBe("missing");
    expect(status("rya-offshore", "miles", [seaTrip({ miles: "2500" })])).toBe("met");
    expect(status("rya-offshore", "miles", [seaTrip({ miles: "2501" })])).toBe("met");
    const cmd = (days: number) => seaTrip({ days, marks: { inCommand: true } });
    expect(status("rya-offshore", "skipper_days", [cmd(4)])).toBe("missing");
    expect(status("rya-offshore", "skipper_days", [cmd(2), cmd(3)])).toBe("met");
    expect(status("rya-offshore", "skipper_days", [cmd(6)])).toBe("met");
    const passages = (n: number | null) => seaTrip({ marks: { passagesOver60: n } });
    expect(status("rya-offshore", "passages_over_60", [passages(4)])).toBe("missing");
    expect(progress("rya-offshore", "passages_over_60", [passages(2), passages(3)])).toMatchObject({ status: "met", done: 5 });
    expect(status("rya-offshore", "passages_over_60", [passages(6)])).toBe("met");
    expect(status("rya-offshore", "passages_over_60", [passages(4), passages(null)])).toBe("unknown");
  });
});
