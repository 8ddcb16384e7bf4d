// Hand-made counted trips for the pure sea-time tests.
import { qty, type Qty } from "../quantity.ts";
import { noMarks, type SeaTrip, type TripMarks } from "../sea-trip.ts";

let next = 0;

type Over = Partial<Omit<SeaTrip, "sail" | "engine" | "tidal" | "moored" | "miles" | "hullLength" | "marks">> & {
  sail?: string | number;
  engine?: string | number;
  tidal?: string | number;
  moored?: string | number;
  miles?: string | number;
  hullLength?: string | number;
  marks?: Partial<Omit<TripMarks, "nightHours">> & { nightHours?: string | number | null };
};

const q = (v: string | number | undefined, fallback: Qty) => (v === undefined ? fallback : qty(v));

/** A completed 2025 sea voyage of 1 day on a 12 m yacht, marked as a sea voyage, unless told otherwise. */
export function seaTrip(over: Over = {}): SeaTrip {
  next += 1;
  const { marks, sail, engine, tidal, moored, miles, hullLength, ...rest } = over;
  return {
    id: `t${next}`,
    status: "completed",
    year: 2025,
    embarkationDate: "2025-07-01",
    disembarkationDate: "2025-07-01",
    days: 1,
    yachtName: "Zawisza",
    registrationNumber: "POL-1",
    embarkationPort: "Gdynia",
    disembarkationPort: "Hel",
    visitedPorts: [],
    tidalPorts: 0,
    ...rest,
    sail: q(sail, 0n),
    engine: q(engine, 0n),
    tidal: q(tidal, 0n),
    moored: q(moored, 0n),
    miles: q(miles, 0n),
    hullLength: q(hullLength, qty("12")),
    marks: {
      ...noMarks(),
      seaVoyage: true,
      ...marks,
      nightHours: marks?.nightHours === undefined || marks.nightHours === null ? null : qty(marks.nightHours),
    },
  };
}

/** `n` copies of a trip. */
export const times = (n: number, over: Over = {}) => Array.from({ length: n }, () => seaTrip(over));
