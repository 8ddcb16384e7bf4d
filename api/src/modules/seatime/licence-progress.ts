// Progress toward each licence of licence-rules.ts over a set of counted trips (pure).
//
// A requirement that depends on a captain's mark (sea voyage, sole command, night hours, passages)
// counts only trips where the mark is given and positive. When it is not met by those, but some
// trip that would otherwise qualify has the mark missing, the answer is "unknown": marking those
// trips may change it. We never guess a mark.
import { LICENCES, REQUIREMENTS, type Licence, type LicenceCode, type MarkName, type Measure, type Requirement, type Unit } from "./licence-rules.ts";
import { sum, toNumber, units, type Qty } from "./quantity.ts";
import { underway, type SeaTrip } from "./sea-trip.ts";

type ProgressStatus = "met" | "missing" | "unknown";

export type RequirementProgress = {
  key: string;
  done: number;
  required: number;
  unit: Unit;
  met: boolean;
  status: ProgressStatus;
  /** What is still missing (0 when met). */
  missing: number;
  /** The trips that count toward it. */
  tripIds: string[];
  /** Trips that would count if the captain marked them (status "unknown" while not met). */
  unmarkedTripIds: string[];
  /** The marks this requirement reads. */
  marks: MarkName[];
  params: Record<string, string | number>;
  source: string;
};

export type LicenceProgress = { code: LicenceCode; met: boolean; status: ProgressStatus; source: string; requirements: RequirementProgress[] };

type MeasureImpl = {
  /** The captain's marks the trip must have (given and positive) to count. */
  marks: MarkName[];
  /** Conditions from the trip's own data. */
  qualifies?: (t: SeaTrip) => boolean;
  /** The measured amount over the counting trips. */
  value: (trips: SeaTrip[]) => Qty;
};

const count = (trips: SeaTrip[]) => units(trips.length);
const over = (value: Qty, limit: number) => value > units(limit);

function impl(m: Measure): MeasureImpl {
  switch (m.kind) {
    case "voyages":
      return { marks: [], value: count };
    case "hoursUnderway":
      return { marks: [], value: (ts) => sum(ts.map(underway)) };
    case "hoursInCommand":
      return { marks: ["inCommand"], qualifies: (t) => over(t.hullLength, m.hullOverM), value: (ts) => sum(ts.map(underway)) };
    case "longVoyages":
      return { marks: [], qualifies: (t) => over(underway(t), m.hoursOver) && over(t.hullLength, m.hullOverM), value: count };
    case "tidalVoyages":
      return { marks: [], qualifies: (t) => over(t.tidal, m.tidalHoursOver) && t.tidalPorts >= m.tidalPortsAtLeast, value: count };
    case "days":
      return { marks: [], value: (ts) => units(ts.reduce((n, t) => n + t.days, 0)) };
    case "miles":
      return { marks: [], value: (ts) => sum(ts.map((t) => t.miles)) };
    case "skipperDays":
      return { marks: ["inCommand"], value: (ts) => units(ts.reduce((n, t) => n + t.days, 0)) };
    case "nightHours":
      return { marks: ["nightHours"], value: (ts) => sum(ts.map((t) => t.marks.nightHours ?? 0n)) };
    case "passagesOver60":
      return { marks: ["passagesOver60"], value: (ts) => units(ts.reduce((n, t) => n + (t.marks.passagesOver60 ?? 0), 0)) };
    case "tidalShare":
      return {
        marks: [],
        value: (ts) => {
          const total = sum(ts.map(underway));
          return total === 0n ? 0n : (sum(ts.map((t) => t.tidal)) * 100n * 10_000n) / total;
        },
      };
    default: {
      const unknown: never = m;
      throw new Error(`Unknown measure ${JSON.stringify(unknown)}`);
    }
  }
}

/** yes / no / not given, for one mark of one trip. */
function markState(t: SeaTrip, mark: MarkName): "yes" | "no" | "unknown" {
  const v = t.marks[mark];
  if (v === null) return "unknown";
  if (typeof v === "boolean") return v ? "yes" : "no";
  return "yes"; // a number was given (0 included): it is known
}

export function requirementProgress(req: Requirement, licence: Licence, trips: readonly SeaTrip[]): RequirementProgress {
  const m = impl(req.measure);
  const marks: MarkName[] = [...(licence.seaVoyagesOnly ? (["seaVoyage"] as const) : []), ...m.marks];
  const counting: SeaTrip[] = [];
  const unmarked: SeaTrip[] = [];
  for (const t of trips) {
    if (m.qualifies && !m.qualifies(t)) continue;
    const states = marks.map((k) => markState(t, k));
    if (states.includes("no")) continue;
    (states.includes("unknown") ? unmarked : counting).push(t);
  }
  const doneQty = m.value(counting);
  const requiredQty = units(req.required);
  const met = doneQty >= requiredQty;
  return {
    key: req.key,
    done: toNumber(doneQty),
    required: req.required,
    unit: req.unit,
    met,
    status: met ? "met" : unmarked.length > 0 ? "unknown" : "missing",
    missing: met ? 0 : toNumber(requiredQty - doneQty),
    tripIds: counting.map((t) => t.id),
    unmarkedTripIds: met ? [] : unmarked.map((t) => t.id),
    marks,
    params: paramsOf(req.measure),
    source: req.source,
  };
}

function paramsOf(measure: Measure): Record<string, string | number> {
  const { kind: _kind, ...params } = measure;
  return params;
}

/** Every licence of the table, each with its requirements in table order. */
export function licenceProgress(
  trips: readonly SeaTrip[],
  requirements: readonly Requirement[] = REQUIREMENTS,
  licences: readonly Licence[] = LICENCES,
): LicenceProgress[] {
  return licences.map((licence) => {
    const reqs = requirements.filter((r) => r.licence === licence.code).map((r) => requirementProgress(r, licence, trips));
    const status: ProgressStatus = reqs.some((r) => r.status === "missing") ? "missing" : reqs.some((r) => r.status === "unknown") ? "unknown" : "met";
    return { code: licence.code, met: status === "met", status, source: licence.source, requirements: reqs };
  });
}
