import type { TripFormData } from "../../../../../../validation/trip.ts";
import { profileLicenseChoice } from "../../../../../../validation/profile.ts";
import type { SessionUser } from "../../../auth/authStorage.ts";

/** The parts of the captain profile (`captainProfile`) that step 1 copies. */
type AutofillProfile = {
  firstName: string;
  lastName: string;
  phone: string;
  licenseType: string;
  licenseNumber: string;
  otherLicense: string | null;
};

/**
 * The captain fields copied by step 1's autofill button: the captain profile when there is one
 * (name, phone, licence type, number and custom licence), otherwise the account's name (split at
 * the first space) and phone; the e-mail is always the account's. A profile field left blank
 * (e.g. a profile started by a logo upload) falls back to the account.
 */
export function accountAutofill(user: Pick<SessionUser, "name" | "email" | "phone">, profile: AutofillProfile | null = null): Partial<TripFormData> {
  const name = user.name.trim();
  const space = name.indexOf(" ");
  const fromAccount = {
    firstName: space === -1 ? name : name.slice(0, space),
    lastName: space === -1 ? "" : name.slice(space + 1).trim(),
    email: user.email,
    phone: user.phone,
  };
  if (!profile) return fromAccount;
  const licence = profile.licenseType ? profileLicenseChoice(profile) : {};
  return {
    ...fromAccount,
    ...(profile.firstName ? { firstName: profile.firstName } : {}),
    ...(profile.lastName ? { lastName: profile.lastName } : {}),
    ...(profile.phone ? { phone: profile.phone } : {}),
    ...licence,
    ...(profile.licenseNumber ? { licenseNumber: profile.licenseNumber } : {}),
  };
}
