import { describe, expect, it } from "vitest";
import { type WizardAction, initialWizardState, wizardReducer } from "../state/wizardReducer.ts";
import { canGoNext, canJumpTo, progressPercent, stepStatus } from "../state/wizardSelectors.ts";
import type { WizardState } from "../state/wizardTypes.ts";
import { savedTrip, validTripForm } from "./tripFixtures.ts";
import { tripToEditData } from "../mapping/tripToEditData.ts";

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const filled = () => run(initialWizardState(), { type: "update", patch: validTripForm() });

describe("wizard state", () => {
  it("starts on step 1 of 5 with steps 1–3 invalid, 4–5 valid, disclaimers shown, not editing", () => {
    const state = initialWizardState();
    expect(state.currentStep).toBe(1);
    expect(state.totalSteps).toBe(5);
    expect(state.stepValidity).toEqual([false, false, false, true, true]);
    expect(state.showDisclaimers).toBe(true);
    expect(state.isEditMode).toBe(false);
    expect(state.tripId).toBeNull();
    expect(state.form.visitedPorts).toEqual([{ name: "", isTidalPort: false }]);
    expect(state.form.tidalHours).toBe("0");
    expect(state.form.crewMembers).toEqual([]);
    expect(progressPercent(state)).toBe(20);
  });

  it("re-validates the current step on every update and goes next only when it is valid", () => {
    let state = initialWizardState();
    expect(canGoNext(state)).toBe(false);
    expect(run(state, { type: "next" }).currentStep).toBe(1);

    state = run(state, { type: "update", patch: { firstName: "Jan", lastName: "Kowalski", phone: "+48 600 100 200", licenseType: "pzz-kj" } });
    expect(state.stepValidity[0]).toBe(false);
    expect(state.errors).toEqual({ licenseNumber: "validation.trip.licenseNumber.required" });

    state = run(state, { type: "update", patch: { licenseNumber: "PL-1" } });
    expect(state.stepValidity[0]).toBe(true);
    expect(canGoNext(state)).toBe(true);
    expect(canGoNext(state, true)).toBe(false); // never while saving
    state = run(state, { type: "next" });
    expect(state.currentStep).toBe(2);
    expect(progressPercent(state)).toBe(40);
  });

  it("requires the free-text licence only for `_other`", () => {
    const state = run(filled(), { type: "update", patch: { licenseType: "_other", otherLicense: "" } });
    expect(state.errors).toEqual({ otherLicense: "validation.trip.otherLicense.required" });
    expect(run(state, { type: "update", patch: { otherLicense: "Patent z Kanady" } }).stepValidity[0]).toBe(true);
  });

  it("goes back down to step 1 and no further", () => {
    const state = run(filled(), { type: "next" }, { type: "next" }, { type: "previous" });
    expect(state.currentStep).toBe(2);
    expect(run(state, { type: "previous" }, { type: "previous" }).currentStep).toBe(1);
  });

  it("jumps only to completed steps: earlier ones, or ones reached before with valid steps before them", () => {
    const atStep3 = run(filled(), { type: "next" }, { type: "next" });
    expect(canJumpTo(atStep3, 1)).toBe(true);
    expect(canJumpTo(atStep3, 4)).toBe(false);
    expect(run(atStep3, { type: "goTo", step: 5 }).currentStep).toBe(3);

    const backAt1 = run(atStep3, { type: "goTo", step: 1 });
    expect(backAt1.currentStep).toBe(1);
    expect(canJumpTo(backAt1, 3)).toBe(true);
    expect(canJumpTo(backAt1, 4)).toBe(false);
    expect(stepStatus(backAt1, 2)).toBe("finish");
    expect(stepStatus(backAt1, 4)).toBe("wait");

    const broken = run(backAt1, { type: "update", patch: { firstName: "" } });
    expect(canJumpTo(broken, 3)).toBe(false);
  });

  it("in edit mode marks every step valid, lets any step be opened and Next always work", () => {
    const state = run(initialWizardState(), { type: "enterEditMode", data: tripToEditData(savedTrip()) });
    expect(state.isEditMode).toBe(true);
    expect(state.tripId).toBe("t1");
    expect(state.version).toBe(3);
    expect(state.stepValidity).toEqual([true, true, true, true, true]);
    expect(canJumpTo(state, 5)).toBe(true);
    expect(run(state, { type: "goTo", step: 4 }).currentStep).toBe(4);

    const invalid = run(state, { type: "update", patch: { firstName: "" } });
    expect(invalid.stepValidity[0]).toBe(false);
    expect(run(invalid, { type: "next" }).currentStep).toBe(2);
  });

  it("leaving edit mode and reset restore the defaults", () => {
    const editing = run(initialWizardState(), { type: "enterEditMode", data: tripToEditData(savedTrip()) }, { type: "goTo", step: 3 });
    for (const type of ["leaveEditMode", "reset"] as const) {
      const state = run(editing, { type });
      expect(state.isEditMode).toBe(false);
      expect(state.tripId).toBeNull();
      expect(state.currentStep).toBe(1);
      expect(state.form.firstName).toBe("");
    }
  });

  it("toggles the disclaimers", () => {
    const hidden = run(initialWizardState(), { type: "toggleDisclaimers" });
    expect(hidden.showDisclaimers).toBe(false);
    expect(run(hidden, { type: "toggleDisclaimers" }).showDisclaimers).toBe(true);
  });

  it("derives the tidal ports count: embarkation + disembarkation + named visited ports flagged tidal", () => {
    let state = run(initialWizardState(), { type: "update", patch: { isEmbarkationTidalPort: true } });
    expect(state.form.tidalPortsCount).toBe(1);
    state = run(
      state,
      { type: "update", patch: { isDisembarkationTidalPort: true } },
      { type: "updateVisitedPort", index: 0, patch: { name: "Kopenhaga", isTidalPort: true } },
      { type: "addVisitedPort" },
      { type: "updateVisitedPort", index: 1, patch: { isTidalPort: true } }, // no name: not counted
    );
    expect(state.form.tidalPortsCount).toBe(3);
  });

  it("adds and removes visited ports; removing the last leaves one empty row", () => {
    let state = run(
      initialWizardState(),
      { type: "updateVisitedPort", index: 0, patch: { name: "Bornholm" } },
      { type: "addVisitedPort" },
      { type: "updateVisitedPort", index: 1, patch: { name: "Kopenhaga" } },
    );
    expect(state.form.visitedPorts.map((p) => p.name)).toEqual(["Bornholm", "Kopenhaga"]);
    expect(new Set(state.portKeys).size).toBe(2);

    state = run(state, { type: "removeVisitedPort", index: 0 });
    expect(state.form.visitedPorts.map((p) => p.name)).toEqual(["Kopenhaga"]);
    state = run(state, { type: "removeVisitedPort", index: 0 });
    expect(state.form.visitedPorts).toEqual([{ name: "", isTidalPort: false, arrivalDate: "", departureDate: "" }]);
    expect(state.portKeys).toHaveLength(1);
  });

  it("clears the end date when the start moves after it, and keeps it otherwise", () => {
    const dated = run(initialWizardState(), { type: "update", patch: { embarkationDate: "2025-06-01", disembarkationDate: "2025-06-08" } });
    expect(run(dated, { type: "update", patch: { embarkationDate: "2025-06-05" } }).form.disembarkationDate).toBe("2025-06-08");
    expect(run(dated, { type: "update", patch: { embarkationDate: "2025-06-08" } }).form.disembarkationDate).toBe("2025-06-08");
    expect(run(dated, { type: "update", patch: { embarkationDate: "2025-06-09" } }).form.disembarkationDate).toBe("");
  });

  it("adds and removes crew members; zero crew is valid, an incomplete member is not", () => {
    let state = run(filled(), { type: "next" }, { type: "next" }, { type: "next" });
    expect(state.currentStep).toBe(4);
    expect(state.stepValidity[3]).toBe(true);
    state = run(state, { type: "addCrewMember" });
    expect(state.stepValidity[3]).toBe(false);
    expect(state.errors["crewMembers.0.fullName"]).toBe("validation.trip.crew.fullName.required");
    state = run(state, { type: "removeCrewMember", index: 0 });
    expect(state.form.crewMembers).toEqual([]);
    expect(state.stepValidity[3]).toBe(true);
  });

  it("shows a field's error once it was left or the step's errors were revealed", () => {
    const touched = run(initialWizardState(), { type: "touch", path: "firstName" });
    expect(touched.touched).toEqual({ firstName: true });
    expect(run(touched, { type: "revealErrors" }).revealedSteps).toEqual([1]);
  });
});
