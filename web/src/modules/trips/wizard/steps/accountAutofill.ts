import type { TripFormData } from "../../../../../../validation/trip.ts";
import type { SessionUser } from "../../../auth/authStorage.ts";

/**
 * The captain fields copied by step 1's autofill button.
 * TODO(captain-profile issue): copy the captain profile (`captainProfile`: first and last name,
 * phone, licence type, number and other licence) once the API has it; until then the account's
 * name (split at the first space), e-mail and phone.
 */
export function accountAutofill(user: Pick<SessionUser, "name" | "email" | "phone">): Partial<TripFormData> {
  const name = user.name.trim();
  const space = name.indexOf(" ");
  return {
    firstName: space === -1 ? name : name.slice(0, space),
    lastName: space === -1 ? "" : name.slice(space + 1).trim(),
    email: user.email,
    phone: user.phone,
  };
}
