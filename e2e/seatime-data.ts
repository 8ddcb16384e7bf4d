// A captain with a few voyages, seeded through the public API (GraphQL), for the sea-time tests.
import type { APIRequestContext } from "@playwright/test";
import { createTrip, type Captain, premiumCaptain } from "./api.ts";

type Voyage = {
  yacht: [string, string, string];
  from: string;
  to: string;
  start: string;
  end: string;
  sail: string;
  engine: string;
  tidal: string;
  moored: string;
  miles: string;
  tidalEnd?: boolean;
};

/** Past voyages (they start as completed): 2024 and 2025, three yachts, some tidal hours. */
export const VOYAGES: Voyage[] = [
  {
    yacht: ["Zawisza Czarny", "POL-1234", "42.7"],
    from: "Gdynia",
    to: "Kilonia",
    start: "2024-07-01",
    end: "2024-07-08",
    sail: "60.5",
    engine: "12",
    tidal: "0",
    moored: "96",
    miles: "220.5",
  },
  {
    yacht: ["Zjawa Żółta", "POL-77", "14.25"],
    from: "Świnoujście",
    to: "Cherbourg",
    start: "2024-08-10",
    end: "2024-08-24",
    sail: "180",
    engine: "40.25",
    tidal: "110",
    moored: "100",
    miles: "900",
    tidalEnd: true,
  },
  {
    yacht: ["Zawisza Czarny", "POL-1234", "42.7"],
    from: "Gdańsk",
    to: "Sztokholm",
    start: "2025-06-01",
    end: "2025-06-10",
    sail: "95",
    engine: "20",
    tidal: "0",
    moored: "60",
    miles: "480",
  },
  {
    yacht: ["Szkwał", "GDY-7", "9.6"],
    from: "Gdynia",
    to: "Hel",
    start: "2025-09-05",
    end: "2025-09-06",
    sail: "8",
    engine: "2.5",
    tidal: "0",
    moored: "12",
    miles: "35.2",
  },
];

/** Sums of VOYAGES as the page shows them. */
export const EXPECTED = { voyages: 4, days: 8 + 15 + 10 + 2, hoursUnderway: 418.25, miles: 1635.7, hoursMoored: 268 };

export async function seaTimeCaptain(request: APIRequestContext): Promise<Captain & { tripIds: string[] }> {
  const captain = await premiumCaptain(request, "Jan Maria Kowalski");
  const tripIds: string[] = [];
  for (const v of VOYAGES) {
    const tripId = await createTrip(request, captain, {
      yachtName: v.yacht[0],
      registrationNumber: v.yacht[1],
      hullLength: v.yacht[2],
      embarkationPort: v.from,
      disembarkationPort: v.to,
      isDisembarkationTidalPort: v.tidalEnd ?? false,
      visitedPorts: v.tidalEnd ? [{ name: "Cuxhaven", isTidalPort: true }] : [],
      distance: v.miles,
      embarkationDate: v.start,
      disembarkationDate: v.end,
      sailingHours: v.sail,
      engineHours: v.engine,
      mooringHours: v.moored,
      tidalHours: v.tidal,
    });
    tripIds.push(tripId);
  }
  return { ...captain, tripIds };
}
