import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type WizardStart, useWizard } from "../state/useWizard.ts";
import { canGoNext, canJumpTo, progressPercent, stepStatus } from "../state/wizardSelectors.ts";
import type { WizardActions } from "../state/wizardTypes.ts";
import { savedTrip, validTripForm } from "./tripFixtures.ts";
import { tripToEditData } from "../mapping/tripToEditData.ts";

/** The wizard hook (react-hook-form underneath); `run` applies actions one after another, as clicks would. */
async function wizard(start?: WizardStart) {
  const { result } = renderHook(() => useWizard(start));
  await act(async () => {}); // the resolver's first check of step 1
  // Async: react-hook-form's resolver answers in a promise (the errors, and whether Next moves).
  const run = async (...steps: ((actions: WizardActions) => unknown)[]) => {
    for (const step of steps)
      await act(async () => {
        await step(result.current.actions);
      });
    return result.current.state;
  };
  return { run, state: () => result.current.state, dirty: () => result.current.dirty };
}

/** Steps for `run`: the Next and Back clicks. */
const next = (a: WizardActions) => a.next();
const previous = (a: WizardActions) => a.previous();

const filled = async () => {
  const w = await wizard();
  await w.run((a) => a.update(validTripForm()));
  return w;
};

describe("wizard state", () => {
  it("starts on step 1 of 5 with steps 1–3 invalid, 4–5 valid, disclaimers shown, not editing", async () => {
    const state = (await wizard()).state();
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

  it("re-validates the current step on every update and goes next only when it is valid", async () => {
    const w = await wizard();
    expect(canGoNext(w.state())).toBe(false);
    expect((await w.run(next)).currentStep).toBe(1);

    let state = await w.run((a) => a.update({ firstName: "Jan", lastName: "Kowalski", phone: "+48 600 100 200", licenseType: "pzz-kj" }));
    expect(state.stepValidity[0]).toBe(false);
    expect(state.errors).toEqual({ licenseNumber: "validation.trip.licenseNumber.required" });

    state = await w.run((a) => a.update({ licenseNumber: "PL-1" }));
    expect(state.stepValidity[0]).toBe(true);
    expect(canGoNext(state)).toBe(true);
    expect(canGoNext(state, true)).toBe(false); // never while saving
    state = await w.run(next);
    expect(state.currentStep).toBe(2);
    expect(progressPercent(state)).toBe(40);
  });

  it("requires the free-text licence only for `_other`", async () => {
    const w = await filled();
    const state = await w.run((a) => a.update({ licenseType: "_other", otherLicense: "" }));
    expect(state.errors).toEqual({ otherLicense: "validation.trip.otherLicense.required" });
    expect((await w.run((a) => a.update({ otherLicense: "Patent z Kanady" }))).stepValidity[0]).toBe(true);
  });

  it("goes back down to step 1 and no further", async () => {
    const w = await filled();
    const state = await w.run(next, next, previous);
    expect(state.currentStep).toBe(2);
    expect((await w.run(previous, previous)).currentStep).toBe(1);
  });

  it("jumps only to completed steps: earlier ones, or ones reached before with valid steps before them", async () => {
    const w = await filled();
    const atStep3 = await w.run(next, next);
    expect(canJumpTo(atStep3, 1)).toBe(true);
    expect(canJumpTo(atStep3, 4)).toBe(false);
    expect((await w.run((a) => a.goTo(5))).currentStep).toBe(3);

    const backAt1 = await w.run((a) => a.goTo(1));
    expect(backAt1.currentStep).toBe(1);
    expect(canJumpTo(backAt1, 3)).toBe(true);
    expect(canJumpTo(backAt1, 4)).toBe(false);
    expect(stepStatus(backAt1, 2)).toBe("finish");
    expect(stepStatus(backAt1, 4)).toBe("wait");

    const broken = await w.run((a) => a.update({ firstName: "" }));
    expect(canJumpTo(broken, 3)).toBe(false);
    expect((await w.run((a) => a.goTo(3))).currentStep).toBe(1);
  });

  it("in edit mode marks every step valid, lets any step be opened and Next always work", async () => {
    const w = await wizard({ edit: tripToEditData(savedTrip()) });
    const state = w.state();
    expect(state.isEditMode).toBe(true);
    expect(state.tripId).toBe("t1");
    expect(state.version).toBe(3);
    expect(state.stepValidity).toEqual([true, true, true, true, true]);
    expect(canJumpTo(state, 5)).toBe(true);
    expect((await w.run((a) => a.goTo(4))).currentStep).toBe(4);
    await w.run((a) => a.goTo(1));

    const invalid = await w.run((a) => a.update({ firstName: "" }));
    expect(invalid.stepValidity[0]).toBe(false);
    expect((await w.run(next)).currentStep).toBe(2);
  });

  it("enters edit mode with a reloaded trip, and reset restores the defaults", async () => {
    const w = await wizard();
    const editing = await w.run(
      (a) => a.update({ firstName: "Ola" }),
      (a) => a.enterEditMode(tripToEditData(savedTrip())),
      (a) => a.goTo(3),
    );
    expect(editing.isEditMode).toBe(true);
    expect(editing.form.firstName).toBe("Jan");
    expect(w.dirty()).toBe(false); // the reloaded trip is the new starting point
    const state = await w.run((a) => a.reset());
    expect(state.isEditMode).toBe(false);
    expect(state.tripId).toBeNull();
    expect(state.currentStep).toBe(1);
    expect(state.form.firstName).toBe("");
  });

  it("knows whether the data differs from what it started with", async () => {
    const w = await wizard();
    expect(w.dirty()).toBe(false);
    await w.run((a) => a.update({ firstName: "Jan" }));
    expect(w.dirty()).toBe(true);
    await w.run((a) => a.update({ firstName: "" }));
    expect(w.dirty()).toBe(false);
    await w.run((a) => a.addCrewMember());
    expect(w.dirty()).toBe(true);
  });

  it("toggles the disclaimers", async () => {
    const w = await wizard();
    expect((await w.run((a) => a.toggleDisclaimers())).showDisclaimers).toBe(false);
    expect((await w.run((a) => a.toggleDisclaimers())).showDisclaimers).toBe(true);
  });

  it("derives the tidal ports count: embarkation + disembarkation + named visited ports flagged tidal", async () => {
    const w = await wizard();
    expect((await w.run((a) => a.update({ isEmbarkationTidalPort: true }))).form.tidalPortsCount).toBe(1);
    const state = await w.run(
      (a) => a.update({ isDisembarkationTidalPort: true }),
      (a) => a.updateVisitedPort(0, { name: "Kopenhaga", isTidalPort: true }),
      (a) => a.addVisitedPort(),
      (a) => a.updateVisitedPort(1, { isTidalPort: true }), // no name: not counted
    );
    expect(state.form.tidalPortsCount).toBe(3);
  });

  it("adds and removes visited ports; removing the last leaves one empty row", async () => {
    const w = await wizard();
    let state = await w.run(
      (a) => a.updateVisitedPort(0, { name: "Bornholm" }),
      (a) => a.addVisitedPort(),
      (a) => a.updateVisitedPort(1, { name: "Kopenhaga" }),
    );
    expect(state.form.visitedPorts.map((p) => p.name)).toEqual(["Bornholm", "Kopenhaga"]);
    expect(new Set(state.portKeys).size).toBe(2);

    state = await w.run((a) => a.removeVisitedPort(0));
    expect(state.form.visitedPorts.map((p) => p.name)).toEqual(["Kopenhaga"]);
    state = await w.run((a) => a.removeVisitedPort(0));
    expect(state.form.visitedPorts).toEqual([{ name: "", isTidalPort: false, arrivalDate: "", departureDate: "" }]);
    expect(state.portKeys).toHaveLength(1);
  });

  it("clears the end date when the start moves after it, and keeps it otherwise", async () => {
    const dated = async () => {
      const w = await wizard();
      await w.run((a) => a.update({ embarkationDate: "2025-06-01", disembarkationDate: "2025-06-08" }));
      return w;
    };
    expect((await (await dated()).run((a) => a.update({ embarkationDate: "2025-06-05" }))).form.disembarkationDate).toBe("2025-06-08");
    expect((await (await dated()).run((a) => a.update({ embarkationDate: "2025-06-08" }))).form.disembarkationDate).toBe("2025-06-08");
    expect((await (await dated()).run((a) => a.update({ embarkationDate: "2025-06-09" }))).form.disembarkationDate).toBe("");
  });

  it("adds and removes crew members; zero crew is valid, an incomplete member is not", async () => {
    const w = await filled();
    let state = await w.run(next, next, next);
    expect(state.currentStep).toBe(4);
    expect(state.stepValidity[3]).toBe(true);
    state = await w.run((a) => a.addCrewMember());
    expect(state.stepValidity[3]).toBe(false);
    expect(state.errors["crewMembers.0.fullName"]).toBe("validation.trip.crew.fullName.required");
    state = await w.run((a) => a.removeCrewMember(0));
    expect(state.form.crewMembers).toEqual([]);
    expect(state.stepValidity[3]).toBe(true);
  });

  it("shows a field's error once it was left or the step's errors were revealed", async () => {
    const w = await wizard();
    expect((await w.run((a) => a.touch("firstName"))).touched).toEqual({ firstName: true });
    expect((await w.run((a) => a.revealErrors())).revealedSteps).toEqual([1]);
  });
});
