// What the students area's services return: rows with what their GraphQL types and REST answers
// need, loaded once (no per-field queries).
import type { Enrolment, EnrolmentChange, Invitation, PlannedTrip, Student } from "../../generated/prisma/client.ts";
import { isoDay } from "../../dates.ts";

export type EnrolmentView = Enrolment & { student: Student; changes: EnrolmentChange[]; plannedTrip: PlannedTrip };
/** A planned trip with its current enrolments (pending, accepted, rejected; never the withdrawn). */
export type PlannedTripView = PlannedTrip & { enrolments: EnrolmentView[] };
export type ConnectedStudentView = Student & { connectedAt: Date; enrolments: EnrolmentView[] };
export type CaptainView = { id: string; firstName: string; lastName: string; email: string; phone: string; connectedAt: Date };
export type InvitationView = Invitation & { state: InvitationState };
export type InvitationState = "ACTIVE" | "INACTIVE" | "EXPIRED" | "USED_UP";
type StudentTripStatus = "NOT_JOINED" | "PENDING" | "ACCEPTED" | "REJECTED";

/** A planned trip as a connected student sees it. */
export type StudentTripView = {
  trip: PlannedTrip;
  captain: CaptainView;
  enrolment: Enrolment | null;
  acceptedCount: number;
  status: StudentTripStatus;
  spotsLeft: number | null;
  canJoin: boolean;
  /** Joined (pending or accepted) and the trip has not started. */
  canLeave: boolean;
};

export type TripLogDraft = {
  embarkationDate: string;
  disembarkationDate: string;
  embarkationPort: string;
  disembarkationPort: string;
  yachtName: string;
  yachtType: string;
  yachtId: string | null;
  crewMembers: { firstName: string; lastName: string; email: string; phone: string }[];
};

/** 'YYYY-MM-DD' of a @db.Date column. */
export const day = isoDay;
/** A @db.Date column's value of 'YYYY-MM-DD'. */
export const dateOf = (v: string) => new Date(`${v}T00:00:00Z`);

export const spotsLeft = (maxCrewMembers: number | null, accepted: number) => (maxCrewMembers === null ? null : Math.max(0, maxCrewMembers - accepted));

/** The stored status as the student sees it: no row and withdrawn are both "not joined". */
export const studentStatus = (e: Pick<Enrolment, "status"> | null | undefined): StudentTripStatus =>
  !e || e.status === "withdrawn" ? "NOT_JOINED" : (e.status.toUpperCase() as StudentTripStatus);
