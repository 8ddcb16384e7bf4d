import { describe, expect, it } from "vitest";
import { emptyTripForm, type TripFormData } from "../../../validation/trip.ts";
import { sampleCrewMember } from "../../../validation/sample-trip-form.ts";
import { savePayload } from "./save-payload.ts";

const form = (over: Partial<TripFormData> = {}): TripFormData => ({ ...emptyTripForm(), ...over });

describe("savePayload", () => {
  it("normalizes the form into the save payload (spec §3)", () => {
    const payload = savePayload(
      form({
        email: " ",
        hullLength: "",
        tidalHours: "",
        logbookNumber: "",
        isDisembarkationTidalPort: true,
        visitedPorts: [
          { name: "Hel", isTidalPort: true },
          { name: "  ", isTidalPort: false },
        ],
        crewMembers: [
          { ...sampleCrewMember, role: "_other", otherRole: "Kucharz", licenseType: "_other", otherLicense: "IYT Skipper" },
          { ...sampleCrewMember, fullName: " " },
        ],
      }),
    );
    expect(payload).toMatchObject({ email: null, hullLength: "0", tidalHours: "0", logbookNumber: null, tidalPortsCount: 2 });
    expect(payload.visitedPorts).toEqual([{ name: "Hel", is_tidal: true, arrival_date: null, departure_date: null }]);
    expect(payload.crewMembers).toEqual([
      {
        name: "Anna Nowak",
        role: "Kucharz",
        license: "IYT Skipper",
        license_number: null,
        email: null,
        phone: null,
        captain_opinion: "positive",
        performance: "good",
        seasickness: "none",
        resistance: "good",
        captain_notes: null,
      },
    ]);
  });
});
