// Names of the people of the students area, and the calendar day the rules count in.
import type { CaptainProfile, Student, User } from "../../generated/prisma/client.ts";
import { polishDate } from "../trips/trip.decider.ts";
import type { CaptainView } from "./students.views.ts";

/** Today in Poland, 'YYYY-MM-DD' (a trip "in the future" has not started by this day). */
export const polishToday = (now: Date) => polishDate(now.toISOString());

/** The captain's first and last name: the profile's when filled in, else the account's name split at its last space. */
export function captainNames(user: Pick<User, "name"> & { captainProfile?: Pick<CaptainProfile, "firstName" | "lastName"> | null }) {
  const p = user.captainProfile;
  if (p && (p.firstName || p.lastName)) return { firstName: p.firstName, lastName: p.lastName };
  const name = user.name.trim();
  const at = name.lastIndexOf(" ");
  return at > 0 ? { firstName: name.slice(0, at), lastName: name.slice(at + 1) } : { firstName: name, lastName: "" };
}

export function captainView(
  user: Pick<User, "id" | "name" | "email" | "phone"> & { captainProfile?: Pick<CaptainProfile, "firstName" | "lastName" | "phone"> | null },
  connectedAt: Date,
): CaptainView {
  return { id: user.id, ...captainNames(user), email: user.email, phone: user.captainProfile?.phone || user.phone, connectedAt };
}

export const captainFullName = (user: Parameters<typeof captainNames>[0]) => {
  const n = captainNames(user);
  return `${n.firstName} ${n.lastName}`.trim();
};
export const studentFullName = (s: Pick<Student, "firstName" | "lastName">) => `${s.firstName} ${s.lastName}`.trim();
