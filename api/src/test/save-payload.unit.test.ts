import { describe, expect, it } from "vitest";
import { emptyCrewMember, emptyTripForm, type TripFormData } from "../../../validation/trip.ts";
import { savePayload } from "./save-payload.ts";

const member = {
  ...emptyCrewMember(),
  fullName: "Anna Nowak",
  role: "crew",
  captainOpinion: "positive",
  performance: "good",
  seasickness: "none",
  resistance: "good",
};
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
          { ...member, role: "_other", otherRole: "Kucharz", licenseType: "_other", otherLicense: "IYT Skipper" },
          { ...member, fullName: " " },
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
