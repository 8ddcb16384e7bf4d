import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { emptyCrewMember, type TripFormData } from "../../../../../../validation/trip.ts";
import { errorKeys, stepResolver } from "../state/stepResolver.ts";
import { validTripForm } from "./tripFixtures.ts";

/** What react-hook-form passes a resolver when no field is registered (the wizard sets values). */
const options: ResolverOptions<TripFormData> = { fields: {}, shouldUseNativeValidation: false };
const resolve = async (form: TripFormData, step: 1 | 2 | 3 | 4 | 5) => stepResolver(form, step, options);

describe("the wizard's resolver", () => {
  it("checks the step on screen with its shared schema and answers with react-hook-form's errors, messages being message keys", async () => {
    const form = { ...validTripForm(), licenseNumber: "", yachtName: "" };
    const captain = await resolve(form, 1);
    expect(captain.errors.licenseNumber?.message).toBe("validation.trip.licenseNumber.required");
    expect(captain.errors.yachtName).toBeUndefined(); // step 2's field: not this step's schema
    expect(errorKeys(captain.errors)).toEqual({ licenseNumber: "validation.trip.licenseNumber.required" });
    expect(errorKeys((await resolve(form, 2)).errors)).toEqual({ yachtName: "validation.trip.yachtName.required" });
  });

  it("keeps what was typed, checks nothing on the summary, and names a list row's field by its path", async () => {
    const valid = await resolve(validTripForm(), 1);
    expect(valid).toEqual({ values: validTripForm(), errors: {} });
    const crewless = { ...validTripForm(), crewMembers: [emptyCrewMember()] };
    expect(await resolve(crewless, 5)).toEqual({ values: crewless, errors: {} });
    expect(errorKeys((await resolve(crewless, 4)).errors)["crewMembers.0.fullName"]).toBe("validation.trip.crew.fullName.required");
  });
});
