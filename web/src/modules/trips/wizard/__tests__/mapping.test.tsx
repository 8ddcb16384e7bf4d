import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { messages } from "../../../../i18n/messages.ts";
import { fieldLabel, flattenFieldErrors } from "../mapping/fieldLabel.ts";
import { toTripInput } from "../mapping/toTripInput.ts";
import { tripToEditData } from "../mapping/tripToEditData.ts";
import { savedTrip, validTripForm } from "./tripFixtures.ts";

const intl = createIntl({ locale: "pl", messages: messages.pl });

describe("form ↔ API mapping", () => {
  it("normalises the form with the shared schema: trimmed, blanks null, blank ports dropped, `_other` texts only when chosen", () => {
    const form = {
      ...validTripForm(),
      firstName: "  Jan ",
      email: "",
      otherLicense: "stale text",
      hullLength: "12,5",
      logbookNumber: " ",
      visitedPorts: [
        { id: "p1", name: "Bornholm ", isTidalPort: true, arrivalDate: "2025-06-03", departureDate: "" },
        { name: "", isTidalPort: false },
      ],
      crewMembers: [
        {
          fullName: "Anna Nowak",
          email: "",
          phone: "",
          role: "crew",
          otherRole: "stale",
          licenseType: "",
          otherLicense: "",
          licenseNumber: "",
          captainOpinion: "positive",
          performance: "good",
          seasickness: "none",
          resistance: "good",
          captainNotes: "",
        },
      ],
    };
    const result = toTripInput(form);
    if (!result.ok) throw new Error("expected a valid trip");
    expect(result.input).toMatchObject({
      firstName: "Jan",
      email: null,
      otherLicense: null,
      hullLength: "12.5",
      logbookNumber: null,
      visitedPorts: [{ id: "p1", name: "Bornholm", isTidalPort: true, arrivalDate: "2025-06-03", departureDate: null }],
      crewMembers: [{ id: null, fullName: "Anna Nowak", role: "crew", otherRole: null, licenseType: null, email: null, captainNotes: null }],
    });
    expect(result.input).not.toHaveProperty("tidalPortsCount");
  });

  it("returns the field errors of a form that breaks a rule", () => {
    const result = toTripInput({ ...validTripForm(), yachtName: "" });
    expect(result).toEqual({ ok: false, errors: { yachtName: "validation.trip.yachtName.required" } });
  });

  it("maps a saved trip into the form, keeping ids and putting free text back under `_other`", () => {
    const { tripId, version, form } = tripToEditData(savedTrip());
    expect({ tripId, version }).toEqual({ tripId: "t1", version: 3 });
    expect(form.visitedPorts).toEqual([{ id: "p1", name: "Bornholm", isTidalPort: true, arrivalDate: "2025-06-03", departureDate: "" }]);
    expect(form.crewMembers?.[0]).toMatchObject({
      id: "c1",
      role: "_other",
      otherRole: "Kuk",
      licenseType: "_other",
      otherLicense: "Patent kanadyjski",
      email: "",
    });
    expect(form.logbookNumber).toBe("");
  });

  it("labels field paths as the captain sees them", () => {
    expect(fieldLabel(intl, "embarkationPort")).toBe("Port zaokrętowania");
    expect(fieldLabel(intl, "visitedPorts.1.name")).toBe("Odwiedzony port 2 — Nazwa portu");
    expect(fieldLabel(intl, "crewMembers.0.role")).toBe("Członek załogi 1 — Funkcja na jachcie");
    expect(fieldLabel(intl, "_")).toBeNull();
    // a message that names its field is not prefixed again; one that does not gets the label
    expect(
      flattenFieldErrors(intl, {
        yachtName: "Nazwa jachtu jest wymagana",
        "crewMembers.0.role": "Wybierz funkcję",
        _: "Coś poszło nie tak",
      }),
    ).toEqual(["Nazwa jachtu jest wymagana", "Członek załogi 1 — Funkcja na jachcie: Wybierz funkcję", "Coś poszło nie tak"]);
  });
});
