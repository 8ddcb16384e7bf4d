import type { MockLink } from "@apollo/client/testing";
import { recordVariables } from "../../../test/recordVariables.ts";
import type { DocumentNode } from "graphql";
import type {
  EnrolmentFieldsFragment,
  InvitationFieldsFragment,
  MyStudentsQuery,
  PlannedTripFieldsFragment,
  StudentCaptainFieldsFragment,
  StudentPlannedTripFieldsFragment,
} from "../../../gql/graphql.ts";
import { deleteInvitationMutation, createInvitationMutation, updateInvitationMutation } from "../../invitations/graphql/invitationMutations.ts";
import { invitationsQuery } from "../../invitations/graphql/invitationsQuery.ts";
import { disconnectStudentMutation, myStudentsQuery } from "../../invitations/graphql/myStudentsQuery.ts";
import { createPlannedTripMutation, decideEnrolmentMutation, deletePlannedTripMutation } from "../../planned/graphql/plannedTripMutations.ts";
import { plannedTripLogDraftQuery, plannedTripQuery, plannedTripsQuery } from "../../planned/graphql/plannedTripQueries.ts";
import {
  acceptInvitationMutation,
  disconnectCaptainMutation,
  joinPlannedTripMutation,
  leavePlannedTripMutation,
  updateEnrolmentNotesMutation,
} from "../../student/graphql/studentSchoolMutations.ts";
import { enrolledTripsQuery, myCaptainsQuery, studentPlannedTripQuery, studentPlannedTripsQuery } from "../../student/graphql/studentSchoolQueries.ts";

type Mock = MockLink.MockedResponse;
/** A generated type with the __typename Apollo's cache wants on every object of a mocked answer. */
type Typed<T> = T extends readonly (infer U)[] ? Typed<U>[] : T extends object ? { [K in keyof T]: Typed<T[K]> } & { __typename?: string } : T;
type Variables = Record<string, unknown>;
type Opts = { calls?: Variables[]; match?: (v: Variables) => boolean; delay?: number; uses?: number };
type Student = MyStudentsQuery["myStudents"][number];
type PlannedTripWithEnrolments = PlannedTripFieldsFragment & { enrolments: EnrolmentFieldsFragment[] };

const record = (o: Opts) => recordVariables(o.calls, o.match);
const ok = (query: DocumentNode, data: Record<string, unknown>, o: Opts = {}): Mock => ({
  request: { query, variables: record(o) },
  maxUsageCount: o.uses ?? Number.POSITIVE_INFINITY,
  delay: o.delay,
  result: { data },
});
const fail = (query: DocumentNode, message: string, code = "INTERNAL_SERVER_ERROR", fields?: Record<string, string>, o: Opts = {}): Mock => ({
  request: { query, variables: record(o) },
  maxUsageCount: o.uses ?? Number.POSITIVE_INFINITY,
  result: { errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }] },
});

export const invitation = (o: Partial<Typed<InvitationFieldsFragment>> = {}): Typed<InvitationFieldsFragment> => ({
  __typename: "Invitation",
  id: "i1",
  code: "K7M2QX9P",
  description: "Kurs żeglarza jachtowego 2026",
  expiresAt: "2026-12-31",
  usageLimit: 10,
  usedCount: 0,
  isActive: true,
  createdAt: "2026-05-01T10:00:00.000Z",
  state: "ACTIVE",
  ...o,
});

export const connectedStudent = (o: Partial<Typed<Student>> = {}): Typed<Student> => ({
  __typename: "ConnectedStudent",
  id: "s1",
  firstName: "Ola",
  lastName: "Nowak",
  email: "ola@example.com",
  phone: "+48 600 300 400",
  connectedAt: "2026-05-02T09:00:00.000Z",
  enrolments: [
    {
      __typename: "Enrolment",
      id: "e1",
      status: "ACCEPTED",
      joinedAt: "2026-05-03T09:00:00.000Z",
      plannedTrip: { __typename: "PlannedTripRef", id: "p1", name: "Bałtyk 2026", startDate: "2026-07-01", endDate: "2026-07-08" },
    },
  ],
  ...o,
});

/** The same trip 'Bałtyk 2026' as both a captain's planned trip and a student's view of it share it. */
const baltic2026 = {
  id: "p1",
  name: "Bałtyk 2026",
  description: "Rejs szkoleniowy",
  startDate: "2099-07-01",
  endDate: "2099-07-08",
  embarkationPort: "Gdynia",
  disembarkationPort: "Hel",
  yachtName: "Zawisza Czarny",
  yachtType: "szkuner",
  maxCrewMembers: 6,
  isActive: true,
  spotsLeft: 5,
};

/** One change of an enrolment's state in its history (by default the student's request). */
export const enrolmentChange = (o: Partial<Typed<EnrolmentFieldsFragment["history"][number]>> = {}): Typed<EnrolmentFieldsFragment["history"][number]> => ({
  __typename: "EnrolmentChange",
  at: "2026-05-03T09:00:00.000Z",
  fromStatus: "NOT_JOINED",
  toStatus: "PENDING",
  byRole: "STUDENT",
  byName: "Ola Nowak",
  note: null,
  ...o,
});

export const plannedTrip = (o: Partial<Typed<PlannedTripWithEnrolments>> = {}): Typed<PlannedTripWithEnrolments> => ({
  __typename: "PlannedTrip",
  ...baltic2026,
  yachtId: null,
  createdAt: "2026-05-01T10:00:00.000Z",
  acceptedCount: 1,
  pendingCount: 1,
  enrolments: [],
  ...o,
});

export const enrolment = (o: Partial<Typed<EnrolmentFieldsFragment>> = {}): Typed<EnrolmentFieldsFragment> => ({
  __typename: "Enrolment",
  id: "e1",
  status: "PENDING",
  studentNotes: "Mam patent żeglarza",
  captainNotes: null,
  joinedAt: "2026-05-03T09:00:00.000Z",
  rejoinAllowed: false,
  student: { __typename: "EnrolledStudent", id: "s1", firstName: "Ola", lastName: "Nowak", email: "ola@example.com", phone: "+48 600 300 400" },
  history: [enrolmentChange()],
  ...o,
});

export const captain = (o: Partial<Typed<StudentCaptainFieldsFragment>> = {}): Typed<StudentCaptainFieldsFragment> => ({
  __typename: "StudentCaptain",
  id: "c1",
  firstName: "Jan",
  lastName: "Kowalski",
  email: "jan@example.com",
  phone: "+48 600 100 200",
  connectedAt: "2026-05-02T09:00:00.000Z",
  ...o,
});

export const studentTrip = (o: Partial<Typed<StudentPlannedTripFieldsFragment>> = {}): Typed<StudentPlannedTripFieldsFragment> => ({
  __typename: "StudentPlannedTrip",
  ...baltic2026,
  enrolmentStatus: "NOT_JOINED",
  canJoin: true,
  canLeave: false,
  myNotes: null,
  joinedAt: null,
  captain: captain(),
  ...o,
});

/** Mocked GraphQL answers of the students area (captain and student screens). */
export const schoolMocks = {
  invitations: (list: InvitationFieldsFragment[], o?: Opts) => ok(invitationsQuery, { invitations: list }, o),
  invitationsError: (message: string) => fail(invitationsQuery, message),
  createInvitation: (calls: Variables[], result = invitation({ id: "i9" })) => ok(createInvitationMutation, { createInvitation: result }, { calls }),
  createInvitationError: (message: string, fields?: Record<string, string>) => fail(createInvitationMutation, message, "VALIDATION_FAILED", fields),
  updateInvitation: (calls: Variables[], result: InvitationFieldsFragment) => ok(updateInvitationMutation, { updateInvitation: result }, { calls }),
  deleteInvitation: (calls: Variables[], id = "i1") => ok(deleteInvitationMutation, { deleteInvitation: id }, { calls }),
  myStudents: (list: Student[], o?: Opts) => ok(myStudentsQuery, { myStudents: list }, o),
  myStudentsError: (message: string) => fail(myStudentsQuery, message),
  disconnectStudent: (calls: Variables[], id = "s1") => ok(disconnectStudentMutation, { disconnectStudent: id }, { calls }),
  plannedTrips: (list: PlannedTripFieldsFragment[], o?: Opts) => ok(plannedTripsQuery, { plannedTrips: list }, o),
  plannedTripsError: (message: string) => fail(plannedTripsQuery, message),
  plannedTrip: (trip: PlannedTripWithEnrolments, o?: Opts) => ok(plannedTripQuery, { plannedTrip: trip }, { match: (v) => v.id === trip.id, ...o }),
  plannedTripNotFound: (id: string) => fail(plannedTripQuery, "Nie znaleziono planowanego rejsu", "NOT_FOUND", undefined, { match: (v) => v.id === id }),
  createPlannedTrip: (calls: Variables[], result = plannedTrip({ id: "p9" })) => ok(createPlannedTripMutation, { createPlannedTrip: result }, { calls }),
  createPlannedTripError: (message: string, fields?: Record<string, string>) => fail(createPlannedTripMutation, message, "VALIDATION_FAILED", fields),
  deletePlannedTrip: (calls: Variables[], id = "p1") => ok(deletePlannedTripMutation, { deletePlannedTrip: id }, { calls }),
  decideEnrolment: (calls: Variables[], result: EnrolmentFieldsFragment) => ok(decideEnrolmentMutation, { decideEnrolment: result }, { calls }),
  decideEnrolmentError: (message: string, code = "CONFLICT") => fail(decideEnrolmentMutation, message, code),
  logDraft: (id: string, draft: Record<string, unknown>) =>
    ok(plannedTripLogDraftQuery, { plannedTripLogDraft: { __typename: "TripLogDraft", ...draft } }, { match: (v) => v.id === id }),
  logDraftError: (message: string, code = "VALIDATION_FAILED") => fail(plannedTripLogDraftQuery, message, code),
  myCaptains: (list: StudentCaptainFieldsFragment[], o?: Opts) => ok(myCaptainsQuery, { myCaptains: list }, o),
  myCaptainsError: (message: string) => fail(myCaptainsQuery, message),
  disconnectCaptain: (calls: Variables[], id = "c1") => ok(disconnectCaptainMutation, { disconnectCaptain: id }, { calls }),
  acceptInvitation: (calls: Variables[], result = captain()) => ok(acceptInvitationMutation, { acceptInvitation: result }, { calls }),
  acceptInvitationError: (message: string) => fail(acceptInvitationMutation, message, "VALIDATION_FAILED", { code: message }),
  studentTrips: (list: StudentPlannedTripFieldsFragment[], o?: Opts) => ok(studentPlannedTripsQuery, { studentPlannedTrips: list }, o),
  studentTripsError: (message: string) => fail(studentPlannedTripsQuery, message),
  studentTrip: (trip: StudentPlannedTripFieldsFragment, o?: Opts) =>
    ok(studentPlannedTripQuery, { studentPlannedTrip: trip }, { match: (v) => v.id === trip.id, ...o }),
  enrolledTrips: (list: StudentPlannedTripFieldsFragment[], o?: Opts) => ok(enrolledTripsQuery, { enrolledTrips: list }, o),
  enrolledTripsError: (message: string) => fail(enrolledTripsQuery, message),
  join: (calls: Variables[], result: StudentPlannedTripFieldsFragment) => ok(joinPlannedTripMutation, { joinPlannedTrip: result }, { calls }),
  joinError: (message: string) => fail(joinPlannedTripMutation, message, "CONFLICT"),
  leave: (calls: Variables[], result: StudentPlannedTripFieldsFragment) => ok(leavePlannedTripMutation, { leavePlannedTrip: result }, { calls }),
  updateNotes: (calls: Variables[], result: StudentPlannedTripFieldsFragment) => ok(updateEnrolmentNotesMutation, { updateEnrolmentNotes: result }, { calls }),
};
