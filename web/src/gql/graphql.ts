/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What a personal API token may do. */
export type ApiTokenScope =
  /** Queries only: every mutation answers FORBIDDEN. */
  | 'READ'
  /** Queries and mutations (except sign-in, passwords, payments and token management). */
  | 'READ_WRITE';

/** Invoice data of the captain profile. */
export type CaptainInvoiceInput = {
  /** Street and number. */
  address?: string | null | undefined;
  /** City. */
  city?: string | null | undefined;
  /** Company name (company). */
  companyName?: string | null | undefined;
  /** Buyer's first name (individual). */
  firstName?: string | null | undefined;
  /** individual | company */
  invoiceType: string;
  /** Buyer's last name (individual). */
  lastName?: string | null | undefined;
  /** Polish tax number, 10 digits (company). */
  nip?: string | null | undefined;
  /** Postal code, NN-NNN. */
  postalCode?: string | null | undefined;
};

/** A password change of the signed-in captain. */
export type ChangePasswordInput = {
  /** The current password. */
  currentPassword: string;
  /** The new password, at least 8 characters. */
  newPassword: string;
  /** The same new password again. */
  newPasswordConfirmation: string;
};

/** A new personal API token. */
export type CreateApiTokenInput = {
  /** When it stops working (at most 2 years ahead); omit for never. */
  expiresAt?: string | null | undefined;
  /** A name, 1–60 characters (e.g. the tool that will use it). */
  name: string;
  /** What the token may do. */
  scope: ApiTokenScope;
};

/** A new webhook endpoint. */
export type CreateWebhookEndpointInput = {
  /** A note, at most 200 characters. */
  description?: string | null | undefined;
  /** The events to receive (at least one). */
  events: Array<WebhookEvent>;
  /** An https:// URL of a public host (at most 2000 characters). */
  url: string;
};

/** A crew member as entered on the trip form. */
export type CrewMemberInput = {
  /** The captain's notes on the crew member. */
  captainNotes?: string | null | undefined;
  /** The captain's overall opinion of the crew member. */
  captainOpinion?: string | null | undefined;
  /** E-mail address. */
  email?: string | null | undefined;
  /** First and last name. */
  fullName?: string | null | undefined;
  /** Send a saved member's id back to keep it (crew opinion PDFs use it). */
  id?: string | number | null | undefined;
  /** Licence number. */
  licenseNumber?: string | null | undefined;
  /** The crew member's licence (a licence value; `_other`: otherLicense). */
  licenseType?: string | null | undefined;
  /** The licence in free text when licenseType is `_other`. */
  otherLicense?: string | null | undefined;
  /** The role in free text when role is `_other`. */
  otherRole?: string | null | undefined;
  /** How they performed their duties (opinion form). */
  performance?: string | null | undefined;
  /** Phone number. */
  phone?: string | null | undefined;
  /** Resistance to hardship (opinion form). */
  resistance?: string | null | undefined;
  /** The crew member's role on board (`_other`: otherRole). */
  role?: string | null | undefined;
  /** Seasickness (opinion form). */
  seasickness?: string | null | undefined;
};

/** The captain's decision on an application. */
export type DecideEnrolmentInput = {
  /** A rejected student may join again. */
  allowRejoin?: boolean | null | undefined;
  /** Notes kept with the application. */
  captainNotes?: string | null | undefined;
  /** ACCEPTED or REJECTED; empty = no change of status. */
  status?: EnrolmentStatus | null | undefined;
};

/** A new discount code. */
export type DiscountCodeInput = {
  /** The code captains will type. */
  code: string;
  /** YYYY-MM-DD (valid through that day, Polish time) or an ISO date-time; empty: never. */
  expiresAt?: string | null | undefined;
  /** FREE_DAYS or PERCENT. */
  kind: DiscountKind;
  /** Empty: no limit. */
  maxUses?: number | null | undefined;
  /** Days for FREE_DAYS (1–3650), percent for PERCENT (1–99). */
  value: number;
};

/** What a discount code gives. */
export type DiscountKind =
  /** Days of Premium for free. */
  | 'FREE_DAYS'
  /** A percentage off the next order. */
  | 'PERCENT';

/** The stored states of an enrolment (spec §4). */
export type EnrolmentStatus =
  /** Accepted into the crew. */
  | 'ACCEPTED'
  /** Waiting for the captain's decision. */
  | 'PENDING'
  /** Rejected. */
  | 'REJECTED';

/** The address to send a password reset link to. */
export type ForgotPasswordInput = {
  /** The account's e-mail address (the answer is the same whether it exists or not). */
  email: string;
};

/** The invitation form; validated by validation/students.ts invitationSchema. */
export type InvitationInput = {
  /** The captain's description, e.g. the course it is for. */
  description: string;
  /** YYYY-MM-DD or empty = no expiry. */
  expiresAt?: string | null | undefined;
  /** Switched on by the captain. */
  isActive?: boolean | null | undefined;
  /** Empty = unlimited. */
  usageLimit?: number | null | undefined;
};

/** Derived: INACTIVE (switched off), EXPIRED (past its date), USED_UP (limit reached), else ACTIVE. */
export type InvitationState =
  /** Can be used. */
  | 'ACTIVE'
  /** Past its expiry. */
  | 'EXPIRED'
  /** Switched off by the captain. */
  | 'INACTIVE'
  /** Used as many times as allowed. */
  | 'USED_UP';

/** met; missing (known not met); unknown (not met by the marked trips, and some trips are not marked). */
export type LicenceProgressStatus =
  /** Met. */
  | 'met'
  /** Known not to be met. */
  | 'missing'
  /** Not met by the marked trips, and some trips are not marked. */
  | 'unknown';

/** E-mail and password of an account. */
export type LoginInput = {
  /** The account's e-mail address. */
  email: string;
  /** The account's password. */
  password: string;
  /** Keep the session for 30 days instead of 1. */
  remember?: boolean | null | undefined;
};

/** A Premium order. */
export type OrderInput = {
  /** Invoice data for this order. */
  invoice: OrderInvoiceInput;
  /** payu | stripe */
  paymentProvider: string;
  /** The plan's id. */
  planId: string;
};

/** Invoice data for this order. */
export type OrderInvoiceInput = {
  /** Street and number. */
  address?: string | null | undefined;
  /** City. */
  city?: string | null | undefined;
  /** Company name (company). */
  companyName?: string | null | undefined;
  /** Buyer's first name (individual). */
  firstName?: string | null | undefined;
  /** individual | company (also osoba_fizyczna | osoba_prawna) */
  invoiceType: string;
  /** Buyer's last name (individual). */
  lastName?: string | null | undefined;
  /** Polish tax number, 10 digits (company). */
  nip?: string | null | undefined;
  /** Postal code, NN-NNN. */
  postalCode?: string | null | undefined;
};

/** payu/stripe: paid; test: the app's own test payment page (no provider configured); staff: granted by the office; discount: a FREE_DAYS code. */
export type PaymentProvider =
  /** From a free-days discount code. */
  | 'discount'
  /** Paid with PayU. */
  | 'payu'
  /** Granted by staff. */
  | 'staff'
  /** Paid with Stripe. */
  | 'stripe'
  /** The app's test payment page (never in production). */
  | 'test';

/** Where a payment stands. */
export type PaymentStatus =
  /** Cancelled or failed. */
  | 'cancelled'
  /** Paid. */
  | 'completed'
  /** Waiting for the provider. */
  | 'pending';

/** A Premium plan's data. */
export type PlanInput = {
  /** Offered to captains. */
  active?: boolean | null | undefined;
  /** Gross price in PLN, e.g. '49.00'. */
  amount: string;
  /** How many days of Premium it gives. */
  durationDays: number;
  /** The plan's name. */
  name: string;
  /** Position in the list (ascending). */
  sortOrder?: number | null | undefined;
};

/** The planned trip form; validated by validation/students.ts plannedTripSchema. */
export type PlannedTripInput = {
  /** Description for the students. */
  description?: string | null | undefined;
  /** Port of disembarkation. */
  disembarkationPort: string;
  /** Port of embarkation. */
  embarkationPort: string;
  /** Last day. */
  endDate: string;
  /** Open to applications. */
  isActive?: boolean | null | undefined;
  /** Empty = no limit. */
  maxCrewMembers?: number | null | undefined;
  /** The trip's name. */
  name: string;
  /** First day. */
  startDate: string;
  /** A yacht of the captain's database, or empty when typed. */
  yachtId?: string | number | null | undefined;
  /** The yacht's name. */
  yachtName: string;
  /** The yacht's type. */
  yachtType?: string | null | undefined;
};

/** A new captain account. */
export type RegisterInput = {
  /** The sign-in e-mail address (lower case). */
  email: string;
  /** The account holder's full name. */
  name: string;
  /** At least 8 characters. */
  password: string;
  /** The same password again. */
  passwordConfirmation: string;
  /** Contact phone number. */
  phone: string;
};

/** A new password set with the link from the reset e-mail. */
export type ResetPasswordInput = {
  /** The account's e-mail address. */
  email: string;
  /** The new password, at least 8 characters. */
  password: string;
  /** The same password again. */
  passwordConfirmation: string;
  /** The zr_ token from the reset link (valid for 1 hour). */
  token: string;
};

/** Where a reversal fee stands. */
export type ReversalFeeStatus =
  /** To be paid. */
  | 'due'
  /** Paid. */
  | 'paid'
  /** Waived by staff. */
  | 'waived';

/** null = not known. */
export type SeaTimeMarksInput = {
  /** In sole command (skipper); null: not known. */
  inCommand?: boolean | null | undefined;
  /** A number of hours, at most the trip's hours underway. */
  nightHours?: string | null | undefined;
  /** Passages over 60 NM, 0–999; null: not known. */
  passagesOver60?: number | null | undefined;
  /** A sea voyage; null: not known. */
  seaVoyage?: boolean | null | undefined;
};

/** The statuses that count: trips that happened. Planned and cancelled trips never count. */
export type SeaTimeStatus =
  /** Finished trips. */
  | 'completed'
  /** Trips under way. */
  | 'in_progress';

/** A new student account. */
export type StudentRegisterInput = {
  /** The sign-in e-mail address (lower case). */
  email: string;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** At least 8 characters. */
  password: string;
  /** The same password again. */
  passwordConfirmation: string;
  /** Contact phone number. */
  phone: string;
};

/** A planned trip as the student sees it: NOT_JOINED = never joined, or left. */
export type StudentTripStatus =
  /** Accepted into the crew. */
  | 'ACCEPTED'
  /** The student has not applied. */
  | 'NOT_JOINED'
  /** Applied, waiting for the captain. */
  | 'PENDING'
  /** Rejected. */
  | 'REJECTED';

/** Where a Premium subscription stands. */
export type SubscriptionStatus =
  /** In force. */
  | 'active'
  /** The payment was cancelled. */
  | 'cancelled'
  /** Ended. */
  | 'expired'
  /** Ordered, waiting for the payment. */
  | 'pending';

/** What the test payment page does with the order. */
export type TestPaymentOutcome =
  /** Cancel. */
  | 'CANCEL'
  /** Pay. */
  | 'CONFIRM';

/** A kind of change in a trip's history. */
export type TripEventType =
  /** The trip was created. */
  | 'TripCreated'
  /** The trip was deleted (moved to the bin). */
  | 'TripDeleted'
  /** The trip was restored from the bin. */
  | 'TripRestored'
  /** The trip's status was changed. */
  | 'TripStatusChanged'
  /** The trip's data was changed. */
  | 'TripUpdated';

/** The wizard's form data (camelCase); validated by validation/trip.ts tripSchema. */
export type TripInput = {
  /** The captain's notes on the voyage. */
  captainNotes?: string | null | undefined;
  /** The captain confirms hours in tidal waters with no port marked tidal (required then); not stored. */
  confirmTidalWithoutPorts?: boolean | null | undefined;
  /** The crew, in order. */
  crewMembers?: Array<CrewMemberInput> | null | undefined;
  /** YYYY-MM-DD */
  disembarkationDate?: string | null | undefined;
  /** Port of disembarkation. */
  disembarkationPort?: string | null | undefined;
  /** Distance sailed in nautical miles. */
  distance?: string | null | undefined;
  /** The captain's e-mail for this voyage. */
  email?: string | null | undefined;
  /** YYYY-MM-DD */
  embarkationDate?: string | null | undefined;
  /** Port of embarkation. */
  embarkationPort?: string | null | undefined;
  /** Hours under engine. */
  engineHours?: string | null | undefined;
  /** Engine power in kW. */
  enginePower?: string | null | undefined;
  /** Number of engines. */
  enginesCount?: string | null | undefined;
  /** The captain's first name for this voyage. */
  firstName?: string | null | undefined;
  /** The yacht's home port. */
  homePort?: string | null | undefined;
  /** The yacht's hull length in metres. */
  hullLength?: string | null | undefined;
  /** The disembarkation port lies on tidal waters. */
  isDisembarkationTidalPort?: boolean | null | undefined;
  /** The embarkation port lies on tidal waters. */
  isEmbarkationTidalPort?: boolean | null | undefined;
  /** The captain's last name for this voyage. */
  lastName?: string | null | undefined;
  /** The captain's licence number. */
  licenseNumber?: string | null | undefined;
  /** The captain's licence for this voyage (`_other`: otherLicense). */
  licenseType?: string | null | undefined;
  /** The yacht's logbook number. */
  logbookNumber?: string | null | undefined;
  /** Hours moored or at anchor. */
  mooringHours?: string | null | undefined;
  /** The licence in free text when licenseType is `_other`. */
  otherLicense?: string | null | undefined;
  /** The captain's phone for this voyage. */
  phone?: string | null | undefined;
  /** The yacht's registration number. */
  registrationNumber?: string | null | undefined;
  /** Hours under sail. */
  sailingHours?: string | null | undefined;
  /** Hours on tidal waters. */
  tidalHours?: string | null | undefined;
  /** Ignored: the server derives it. */
  tidalPortsCount?: number | null | undefined;
  /** Ports visited between embarkation and disembarkation, in order. */
  visitedPorts?: Array<VisitedPortInput> | null | undefined;
  /** The yacht's name. */
  yachtName?: string | null | undefined;
};

/** List order; the default is EMBARKATION_DATE_DESC. */
export type TripSort =
  /** Newest entries first. */
  | 'CREATED_AT_DESC'
  /** Earliest voyages first. */
  | 'EMBARKATION_DATE_ASC'
  /** Latest voyages first (default). */
  | 'EMBARKATION_DATE_DESC';

/** Where a trip stands. */
export type TripStatus =
  /** Called off. */
  | 'cancelled'
  /** Finished. */
  | 'completed'
  /** Under way. */
  | 'in_progress'
  /** Planned, not started. */
  | 'planned';

/** The captain profile's editable data. */
export type UpdateCaptainProfileInput = {
  /** First name, as printed on documents. */
  firstName: string;
  /** Absent: unchanged; null: removed. */
  invoice?: CaptainInvoiceInput | null | undefined;
  /** Last name, as printed on documents. */
  lastName: string;
  /** The licence's number. */
  licenseNumber: string;
  /** The captain's licence (a licence value; `_other` means otherLicense). */
  licenseType: string;
  /** The licence in free text when licenseType is `_other`. */
  otherLicense?: string | null | undefined;
  /** Contact phone number. */
  phone: string;
};

/** The kind of account. */
export type UserRole =
  /** A captain: keeps their own trips, yachts and documents. */
  | 'captain'
  /** Office staff: sees every captain, grants Premium, manages plans and codes. */
  | 'staff';

/** A visited port as entered on the trip form. */
export type VisitedPortInput = {
  /** Day of arrival. */
  arrivalDate?: string | null | undefined;
  /** Day of departure. */
  departureDate?: string | null | undefined;
  /** Send a saved port's id back to keep it. */
  id?: string | number | null | undefined;
  /** The port lies on tidal waters. */
  isTidalPort?: boolean | null | undefined;
  /** Port name. */
  name?: string | null | undefined;
};

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** The endpoint answered 2xx; it is never sent again. */
  | 'DELIVERED'
  /** Every attempt failed; use redeliverWebhook to try again. */
  | 'FAILED'
  /** Waiting for its first attempt or for a retry. */
  | 'PENDING';

/** An event a webhook endpoint can subscribe to. */
export type WebhookEvent =
  /** A student's enrolment in one of the captain's planned trips changed status (`planned_trip.enrolment_changed`). */
  | 'PLANNED_TRIP_ENROLMENT_CHANGED'
  /** A trip was added to the log (`trip.created`). */
  | 'TRIP_CREATED'
  /** A trip was moved to the bin (`trip.deleted`). */
  | 'TRIP_DELETED'
  /** A trip was restored from the bin (`trip.restored`). */
  | 'TRIP_RESTORED'
  /** A trip's fields or status changed (`trip.updated`; `changedFields` names them). */
  | 'TRIP_UPDATED';

/** The yacht form (numbers as typed); validated by validation/yacht.ts yachtSchema. */
export type YachtInput = {
  /** Engine power in kW. */
  enginePower?: string | null | undefined;
  /** Number of engines. */
  enginesCount?: string | null | undefined;
  /** Home port. */
  homePort?: string | null | undefined;
  /** Hull length in metres. */
  hullLength?: string | null | undefined;
  /** The yacht's name. */
  name?: string | null | undefined;
  /** Registration number. */
  registrationNumber?: string | null | undefined;
};

export type ApolloErrorsTestSaveMutationVariables = Exact<{ [key: string]: never; }>;


export type ApolloErrorsTestSaveMutation = { deleteYacht: { success: boolean } };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { apiTokens: { totalCount: number, nodes: Array<{ id: string, name: string, scope: ApiTokenScope, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null, active: boolean }> } };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { token: string, message: string, apiToken: { id: string, name: string } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { id: string, revokedAt: string | null, active: boolean } };

export type ForgotPasswordMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type ForgotPasswordMutation = { forgotPassword: { success: boolean, message: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { message: string, token: string, hasPremium: boolean, user: { id: string, name: string, email: string, phone: string, role: UserRole } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean, message: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string, email: string, phone: string, role: UserRole } | null };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { message: string, token: string, hasPremium: boolean, user: { id: string, name: string, email: string, phone: string, role: UserRole } } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string } };

export type SessionUserFieldsFragment = { id: string, name: string, email: string, phone: string, role: UserRole };

export type AuthPayloadFieldsFragment = { message: string, token: string, hasPremium: boolean, user: { id: string, name: string, email: string, phone: string, role: UserRole } };

export type DashboardStatsQueryVariables = Exact<{
  years?: Array<number> | number | null | undefined;
}>;


export type DashboardStatsQuery = { seaTime: { totals: { voyages: number, hoursUnderway: number, miles: number } } };

export type InvitationFieldsFragment = { id: string, code: string, description: string, expiresAt: string | null, usageLimit: number | null, usedCount: number, isActive: boolean, createdAt: string, state: InvitationState };

export type CreateInvitationMutationVariables = Exact<{
  input: InvitationInput;
}>;


export type CreateInvitationMutation = { createInvitation: { id: string, code: string, description: string, expiresAt: string | null, usageLimit: number | null, usedCount: number, isActive: boolean, createdAt: string, state: InvitationState } };

export type UpdateInvitationMutationVariables = Exact<{
  id: string | number;
  input: InvitationInput;
}>;


export type UpdateInvitationMutation = { updateInvitation: { id: string, code: string, description: string, expiresAt: string | null, usageLimit: number | null, usedCount: number, isActive: boolean, createdAt: string, state: InvitationState } };

export type DeleteInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteInvitationMutation = { deleteInvitation: string };

export type InvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type InvitationsQuery = { invitations: Array<{ id: string, code: string, description: string, expiresAt: string | null, usageLimit: number | null, usedCount: number, isActive: boolean, createdAt: string, state: InvitationState }> };

export type MyStudentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStudentsQuery = { myStudents: Array<{ id: string, firstName: string, lastName: string, email: string, phone: string, connectedAt: string, enrolments: Array<{ id: string, status: EnrolmentStatus, joinedAt: string, plannedTrip: { id: string, name: string, startDate: string, endDate: string } }> }> };

export type DisconnectStudentMutationVariables = Exact<{
  id: string | number;
}>;


export type DisconnectStudentMutation = { disconnectStudent: string };

export type PlannedTripFieldsFragment = { id: string, name: string, description: string | null, startDate: string, endDate: string, embarkationPort: string, disembarkationPort: string, yachtId: string | null, yachtName: string, yachtType: string, maxCrewMembers: number | null, isActive: boolean, createdAt: string, acceptedCount: number, pendingCount: number, spotsLeft: number | null };

export type EnrolmentFieldsFragment = { id: string, status: EnrolmentStatus, studentNotes: string | null, captainNotes: string | null, joinedAt: string, rejoinAllowed: boolean, student: { id: string, firstName: string, lastName: string, email: string, phone: string }, history: Array<{ at: string, fromStatus: StudentTripStatus, toStatus: StudentTripStatus, byRole: string, byName: string, note: string | null }> };

export type CreatePlannedTripMutationVariables = Exact<{
  input: PlannedTripInput;
}>;


export type CreatePlannedTripMutation = { createPlannedTrip: { id: string, name: string, description: string | null, startDate: string, endDate: string, embarkationPort: string, disembarkationPort: string, yachtId: string | null, yachtName: string, yachtType: string, maxCrewMembers: number | null, isActive: boolean, createdAt: string, acceptedCount: number, pendingCount: number, spotsLeft: number | null } };

export type UpdatePlannedTripMutationVariables = Exact<{
  id: string | number;
  input: PlannedTripInput;
}>;


export type UpdatePlannedTripMutation = { updatePlannedTrip: { id: string, name: string, description: string | null, startDate: string, endDate: string, embarkationPort: string, disembarkationPort: string, yachtId: string | null, yachtName: string, yachtType: string, maxCrewMembers: number | null, isActive: boolean, createdAt: string, acceptedCount: number, pendingCount: number, spotsLeft: number | null } };

export type DeletePlannedTripMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePlannedTripMutation = { deletePlannedTrip: string };

export type DecideEnrolmentMutationVariables = Exact<{
  id: string | number;
  input: DecideEnrolmentInput;
}>;


export type DecideEnrolmentMutation = { decideEnrolment: { id: string, status: EnrolmentStatus, studentNotes: string | null, captainNotes: string | null, joinedAt: string, rejoinAllowed: boolean, student: { id: string, firstName: string, lastName: string, email: string, phone: string }, history: Array<{ at: string, fromStatus: StudentTripStatus, toStatus: StudentTripStatus, byRole: string, byName: string, note: string | null }> } };

export type PlannedTripsQueryVariables = Exact<{ [key: string]: never; }>;


export type PlannedTripsQuery = { plannedTrips: Array<{ id: string, name: string, description: string | null, startDate: string, endDate: string, embarkationPort: string, disembarkationPort: string, yachtId: string | null, yachtName: string, yachtType: string, maxCrewMembers: number | null, isActive: boolean, createdAt: string, acceptedCount: number, pendingCount: number, spotsLeft: number | null }> };

export type PlannedTripQueryVariables = Exact<{
  id: string | number;
}>;


export type PlannedTripQuery = { plannedTrip: { id: string, name: string, description: string | null, startDate: string, endDate: string, embarkationPort: string, disembarkationPort: string, yachtId: string | null, yachtName: string, yachtType: string, maxCrewMembers: number | null, isActive: boolean, createdAt: string, acceptedCount: number, pendingCount: number, spotsLeft: number | null, enrolments: Array<{ id: string, status: EnrolmentStatus, studentNotes: string | null, captainNotes: string | null, joinedAt: string, rejoinAllowed: boolean, student: { id: string, firstName: string, lastName: string, email: string, phone: string }, history: Array<{ at: string, fromStatus: StudentTripStatus, toStatus: StudentTripStatus, byRole: string, byName: string, note: string | null }> }> } };

export type PlannedTripLogDraftQueryVariables = Exact<{
  id: string | number;
}>;


export type PlannedTripLogDraftQuery = { plannedTripLogDraft: { embarkationDate: string, disembarkationDate: string, embarkationPort: string, disembarkationPort: string, yachtName: string, yachtType: string, yachtId: string | null, crewMembers: Array<{ firstName: string, lastName: string, email: string, phone: string }> } };

export type CompleteTestPaymentMutationVariables = Exact<{
  id: string | number;
  outcome: TestPaymentOutcome;
}>;


export type CompleteTestPaymentMutation = { completeTestPayment: { id: string, subscription: { id: string, status: SubscriptionStatus, endsAt: string }, payment: { id: string, status: PaymentStatus } } };

export type CreateOrderMutationVariables = Exact<{
  input: OrderInput;
}>;


export type CreateOrderMutation = { createOrder: { subscriptionId: string, redirectUrl: string, message: string } };

export type HasPremiumQueryVariables = Exact<{ [key: string]: never; }>;


export type HasPremiumQuery = { hasPremium: boolean, mySubscription: { id: string, status: SubscriptionStatus, endsAt: string, daysRemaining: number } | null };

export type MyOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type MyOrderQuery = { myOrder: { id: string, subscription: { id: string, status: SubscriptionStatus, endsAt: string, daysRemaining: number }, payment: { id: string, status: PaymentStatus, amount: string, currency: string, invoice: { id: string, number: string, pdfUrl: string } | null }, plan: { id: string, name: string, durationDays: number } | null } };

export type PlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansQuery = { plans: Array<{ id: string, name: string, amount: string, currency: string, durationDays: number }> };

export type PremiumTabQueryVariables = Exact<{ [key: string]: never; }>;


export type PremiumTabQuery = { paymentOptions: { payu: boolean, stripe: boolean, test: boolean }, myPendingDiscount: { code: string, percent: number } | null, captainProfile: { invoice: { invoiceType: string, firstName: string, lastName: string, companyName: string, nip: string, address: string, postalCode: string, city: string } | null } | null };

export type RedeemDiscountCodeMutationVariables = Exact<{
  code: string;
}>;


export type RedeemDiscountCodeMutation = { redeemDiscountCode: { success: boolean, message: string } };

export type SubscriptionHistoryFieldsFragment = { id: string, status: SubscriptionStatus, provider: PaymentProvider, startsAt: string, endsAt: string, createdAt: string, discountCode: string | null, plan: { id: string, name: string, durationDays: number } | null, grants: Array<{ id: string, days: number, reason: string, createdAt: string }> };

export type SubscriptionHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionHistoryQuery = { mySubscriptions: Array<{ id: string, status: SubscriptionStatus, provider: PaymentProvider, startsAt: string, endsAt: string, createdAt: string, discountCode: string | null, payment: { id: string, status: PaymentStatus, amount: string, currency: string, discountPercent: number | null } | null, invoice: { id: string, number: string, pdfUrl: string } | null, plan: { id: string, name: string, durationDays: number } | null, grants: Array<{ id: string, days: number, reason: string, createdAt: string }> }> };

export type TestPaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type TestPaymentQuery = { testPayment: { id: string, subscriptionId: string, status: string, amount: string, currency: string, plan: { id: string, name: string, durationDays: number } } };

export type CaptainInvoiceFieldsFragment = { invoiceType: string, firstName: string, lastName: string, companyName: string, nip: string, address: string, postalCode: string, city: string };

export type CaptainProfileFieldsFragment = { firstName: string, lastName: string, email: string, phone: string, licenseType: string, licenseNumber: string, otherLicense: string | null, logoUrl: string | null, logoWidth: number | null, logoHeight: number | null, invoice: { invoiceType: string, firstName: string, lastName: string, companyName: string, nip: string, address: string, postalCode: string, city: string } | null };

export type CaptainProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type CaptainProfileQuery = { captainProfile: { firstName: string, lastName: string, email: string, phone: string, licenseType: string, licenseNumber: string, otherLicense: string | null, logoUrl: string | null, logoWidth: number | null, logoHeight: number | null, invoice: { invoiceType: string, firstName: string, lastName: string, companyName: string, nip: string, address: string, postalCode: string, city: string } | null } | null };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { success: boolean, message: string } };

export type UpdateCaptainProfileMutationVariables = Exact<{
  input: UpdateCaptainProfileInput;
}>;


export type UpdateCaptainProfileMutation = { updateCaptainProfile: { message: string, captainProfile: { firstName: string, lastName: string, email: string, phone: string, licenseType: string, licenseNumber: string, otherLicense: string | null, logoUrl: string | null, logoWidth: number | null, logoHeight: number | null, invoice: { invoiceType: string, firstName: string, lastName: string, companyName: string, nip: string, address: string, postalCode: string, city: string } | null } } };

export type CompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyQuery = { company: { name: string, address: string, nip: string, phone: string, email: string, bankAccount: string } };

export type MarkSeaVoyagesMutationVariables = Exact<{
  tripIds: Array<string | number> | string | number;
  seaVoyage?: boolean | null | undefined;
}>;


export type MarkSeaVoyagesMutation = { markSeaVoyages: number };

export type SeaTimeQueryVariables = Exact<{
  years?: Array<number> | number | null | undefined;
  yacht?: string | null | undefined;
  status?: Array<SeaTimeStatus> | SeaTimeStatus | null | undefined;
}>;


export type SeaTimeQuery = { seaTime: { today: string, availableYears: Array<number>, totals: { voyages: number, days: number, hoursUnderway: number, hoursSail: number, hoursEngine: number, hoursTidal: number, hoursMoored: number, miles: number, tidalPorts: number, largestYacht: { name: string, registrationNumber: string, hullLength: number } | null }, perYear: Array<{ year: number, totals: { voyages: number, days: number, hoursUnderway: number, hoursSail: number, hoursEngine: number, hoursTidal: number, hoursMoored: number, miles: number, tidalPorts: number } }>, licences: Array<{ code: string, met: boolean, status: LicenceProgressStatus, source: string, requirements: Array<{ key: string, done: number, required: number, missing: number, unit: string, met: boolean, status: LicenceProgressStatus, tripIds: Array<string>, unmarkedTripIds: Array<string>, marks: Array<string>, params: Array<{ name: string, value: number }> }> }>, trips: Array<{ id: string, status: SeaTimeStatus, year: number, embarkationDate: string, disembarkationDate: string, days: number, yachtName: string, registrationNumber: string, embarkationPort: string, disembarkationPort: string, hoursUnderway: number, hoursSail: number, hoursEngine: number, hoursTidal: number, miles: number, marks: { seaVoyage: boolean | null, inCommand: boolean | null, nightHours: number | null, passagesOver60: number | null } }>, availableYachts: Array<{ registrationNumber: string, name: string, voyages: number }> } };

export type SeaTimeTotalsFieldsFragment = { voyages: number, days: number, hoursUnderway: number, hoursSail: number, hoursEngine: number, hoursTidal: number, hoursMoored: number, miles: number, tidalPorts: number };

export type SetSeaTimeMarksMutationVariables = Exact<{
  tripId: string | number;
  input: SeaTimeMarksInput;
}>;


export type SetSeaTimeMarksMutation = { setSeaTimeMarks: { tripId: string, message: string, marks: { seaVoyage: boolean | null, inCommand: boolean | null, nightHours: number | null, passagesOver60: number | null } } };

export type StaffPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffPlansQuery = { allPlans: Array<{ id: string, name: string, amount: string, currency: string, durationDays: number, active: boolean, sortOrder: number }> };

export type CaptainAccountFieldsFragment = { id: string, name: string, email: string, phone: string, createdAt: string, activeSubscription: { id: string, endsAt: string, provider: PaymentProvider } | null };

export type StaffDeletedTripsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffDeletedTripsQuery = { deletedTrips: Array<{ deletedAt: string | null, id: string, yachtName: string, registrationNumber: string, embarkationPort: string, disembarkationPort: string, embarkationDate: string, disembarkationDate: string, deletedBy: { id: string, name: string, role: UserRole } | null, owner: { id: string, name: string, email: string }, captain: { firstName: string, lastName: string } }> };

export type StaffCreateDiscountCodeMutationVariables = Exact<{
  input: DiscountCodeInput;
}>;


export type StaffCreateDiscountCodeMutation = { createDiscountCode: { id: string, code: string } };

export type StaffDeactivateDiscountCodeMutationVariables = Exact<{
  id: string | number;
}>;


export type StaffDeactivateDiscountCodeMutation = { deactivateDiscountCode: { id: string, active: boolean } };

export type StaffDiscountCodesQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type StaffDiscountCodesQuery = { discountCodes: { totalCount: number, hasNextPage: boolean, endCursor: string | null, nodes: Array<{ id: string, code: string, kind: DiscountKind, value: number, maxUses: number | null, uses: number, expiresAt: string | null, active: boolean, createdAt: string, createdByName: string | null }> } };

export type StaffGrantPremiumMutationVariables = Exact<{
  email: string;
  days: number;
  reason: string;
}>;


export type StaffGrantPremiumMutation = { grantPremium: { id: string, endsAt: string, daysRemaining: number } };

export type StaffInvoicesQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type StaffInvoicesQuery = { invoices: { totalCount: number, hasNextPage: boolean, endCursor: string | null, nodes: Array<{ id: string, number: string, issuedAt: string | null, gross: string | null, net: string | null, vat: string | null, currency: string | null, paymentMethod: string | null, buyerName: string | null, captainName: string | null, captainEmail: string | null, pdfUrl: string }> } };

export type StaffCreatePlanMutationVariables = Exact<{
  input: PlanInput;
}>;


export type StaffCreatePlanMutation = { createPlan: { id: string } };

export type StaffUpdatePlanMutationVariables = Exact<{
  id: string | number;
  input: PlanInput;
}>;


export type StaffUpdatePlanMutation = { updatePlan: { id: string, name: string, amount: string, durationDays: number, active: boolean, sortOrder: number } };

export type StaffSetPlanActiveMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type StaffSetPlanActiveMutation = { setPlanActive: { id: string, active: boolean } };

export type StaffRestoreTripMutationVariables = Exact<{
  id: string | number;
}>;


export type StaffRestoreTripMutation = { restoreTrip: { message: string, trip: { id: string, deletedAt: string | null }, fee: { id: string, amount: string, status: ReversalFeeStatus } } };

export type StaffReversalFeesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffReversalFeesQuery = { reversalFees: Array<{ id: string, amount: string, currency: string, status: ReversalFeeStatus, createdAt: string, tripId: string, captain: { id: string, name: string, email: string }, staff: { id: string, name: string }, trip: { id: string, yachtName: string, embarkationDate: string, disembarkationDate: string } | null }> };

export type StaffSetReversalFeeStatusMutationVariables = Exact<{
  id: string | number;
  status: ReversalFeeStatus;
}>;


export type StaffSetReversalFeeStatusMutation = { setReversalFeeStatus: { id: string, status: ReversalFeeStatus } };

export type StaffCaptainQueryVariables = Exact<{
  id: string | number;
}>;


export type StaffCaptainQuery = { staffCaptain: { id: string, name: string, email: string, phone: string, createdAt: string, activeSubscription: { daysRemaining: number, id: string, endsAt: string, provider: PaymentProvider } | null, subscriptions: Array<{ id: string, status: SubscriptionStatus, provider: PaymentProvider, startsAt: string, endsAt: string, createdAt: string, discountCode: string | null, grants: Array<{ staffName: string | null, id: string, days: number, reason: string, createdAt: string }>, plan: { id: string, name: string, durationDays: number } | null }>, payments: Array<{ id: string, status: PaymentStatus, provider: string, providerStatus: string | null, amount: string, currency: string, discountPercent: number | null, planName: string | null, createdAt: string, paidAt: string | null, invoice: { id: string, number: string, pdfUrl: string } | null }>, reversalFees: Array<{ id: string, amount: string, currency: string, status: ReversalFeeStatus, createdAt: string, trip: { id: string, yachtName: string } | null }> } };

export type StaffCaptainsQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type StaffCaptainsQuery = { staffCaptains: { totalCount: number, hasNextPage: boolean, endCursor: string | null, nodes: Array<{ id: string, name: string, email: string, phone: string, createdAt: string, activeSubscription: { id: string, endsAt: string, provider: PaymentProvider } | null }> } };

export type StudentLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type StudentLoginMutation = { studentLogin: { message: string, token: string, student: { id: string, firstName: string, lastName: string, email: string, phone: string } } };

export type StudentLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type StudentLogoutMutation = { studentLogout: { success: boolean, message: string } };

export type StudentMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentMeQuery = { studentMe: { id: string, firstName: string, lastName: string, email: string, phone: string } | null };

export type StudentForgotPasswordMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type StudentForgotPasswordMutation = { studentForgotPassword: { success: boolean, message: string } };

export type StudentResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type StudentResetPasswordMutation = { studentResetPassword: { success: boolean, message: string } };

export type StudentRegisterMutationVariables = Exact<{
  input: StudentRegisterInput;
}>;


export type StudentRegisterMutation = { studentRegister: { message: string, token: string, student: { id: string, firstName: string, lastName: string, email: string, phone: string } } };

export type StudentCaptainFieldsFragment = { id: string, firstName: string, lastName: string, email: string, phone: string, connectedAt: string };

export type StudentPlannedTripFieldsFragment = { id: string, name: string, description: string | null, startDate: string, endDate: string, embarkationPort: string, disembarkationPort: string, yachtName: string, yachtType: string, maxCrewMembers: number | null, isActive: boolean, spotsLeft: number | null, enrolmentStatus: StudentTripStatus, canJoin: boolean, canLeave: boolean, myNotes: string | null, joinedAt: string | null, captain: { id: string, firstName: string, lastName: string, email: string, phone: string, connectedAt: string } };

export type StudentAcceptInvitationMutationVariables = Exact<{
  code: string;
}>;


export type StudentAcceptInvitationMutation = { acceptInvitation: { id: string, firstName: string, lastName: string, email: string, phone: string, connectedAt: string } };

export type StudentDisconnectCaptainMutationVariables = Exact<{
  id: string | number;
}>;


export type StudentDisconnectCaptainMutation = { disconnectCaptain: string };

export type StudentJoinPlannedTripMutationVariables = Exact<{
  id: string | number;
  notes?: string | null | undefined;
}>;


export type StudentJoinPlannedTripMutation = { joinPlannedTrip: { id: string, name: string, description: string | null, startDate: string, endDate: string, embarkationPort: string, disembarkationPort: string, yachtName: string, yachtType: string, maxCrewMembers: number | null, isActive: boolean, spotsLeft: number | null, enrolmentStatus: StudentTripStatus, canJoin: boolean, canLeave: boolean, myNotes: string | null, joinedAt: string | null, captain: { id: string, firstName: string, lastName: string, email: string, phone: string, connectedAt: string } } };

export type StudentLeavePlannedTripMutationVariables = Exact<{
  id: string | number;
}>;


export type StudentLeavePlannedTripMutation = { leavePlannedTrip: { id: string, name: string, description: string | null, startDate: string, endDate: string, embarkationPort: string, disembarkationPort: string, yachtName: string, yachtType: string, maxCrewMembers: number | null, isActive: boolean, spotsLeft: number | null, enrolmentStatus: StudentTripStatus, canJoin: boolean, canLeave: boolean, myNotes: string | null, joinedAt: string | null, captain: { id: string, firstName: string, lastName: string, email: string, phone: string, connectedAt: string } } };

export type StudentUpdateEnrolmentNotesMutationVariables = Exact<{
  id: string | number;
  notes: string;
}>;


export type StudentUpdateEnrolmentNotesMutation = { updateEnrolmentNotes: { id: string, name: string, description: string | null, startDate: string, endDate: string, embarkationPort: string, disembarkationPort: string, yachtName: string, yachtType: string, maxCrewMembers: number | null, isActive: boolean, spotsLeft: number | null, enrolmentStatus: StudentTripStatus, canJoin: boolean, canLeave: boolean, myNotes: string | null, joinedAt: string | null, captain: { id: string, firstName: string, lastName: string, email: string, phone: string, connectedAt: string } } };

export type StudentMyCaptainsQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentMyCaptainsQuery = { myCaptains: Array<{ id: string, firstName: string, lastName: string, email: string, phone: string, connectedAt: string }> };

export type StudentPlannedTripsQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentPlannedTripsQuery = { studentPlannedTrips: Array<{ id: string, name: string, description: string | null, startDate: string, endDate: string, embarkationPort: string, disembarkationPort: string, yachtName: string, yachtType: string, maxCrewMembers: number | null, isActive: boolean, spotsLeft: number | null, enrolmentStatus: StudentTripStatus, canJoin: boolean, canLeave: boolean, myNotes: string | null, joinedAt: string | null, captain: { id: string, firstName: string, lastName: string, email: string, phone: string, connectedAt: string } }> };

export type StudentPlannedTripQueryVariables = Exact<{
  id: string | number;
}>;


export type StudentPlannedTripQuery = { studentPlannedTrip: { id: string, name: string, description: string | null, startDate: string, endDate: string, embarkationPort: string, disembarkationPort: string, yachtName: string, yachtType: string, maxCrewMembers: number | null, isActive: boolean, spotsLeft: number | null, enrolmentStatus: StudentTripStatus, canJoin: boolean, canLeave: boolean, myNotes: string | null, joinedAt: string | null, captain: { id: string, firstName: string, lastName: string, email: string, phone: string, connectedAt: string } } };

export type StudentEnrolledTripsQueryVariables = Exact<{
  status?: EnrolmentStatus | null | undefined;
}>;


export type StudentEnrolledTripsQuery = { enrolledTrips: Array<{ id: string, name: string, description: string | null, startDate: string, endDate: string, embarkationPort: string, disembarkationPort: string, yachtName: string, yachtType: string, maxCrewMembers: number | null, isActive: boolean, spotsLeft: number | null, enrolmentStatus: StudentTripStatus, canJoin: boolean, canLeave: boolean, myNotes: string | null, joinedAt: string | null, captain: { id: string, firstName: string, lastName: string, email: string, phone: string, connectedAt: string } }> };

export type SessionStudentFieldsFragment = { id: string, firstName: string, lastName: string, email: string, phone: string };

export type StudentAuthPayloadFieldsFragment = { message: string, token: string, student: { id: string, firstName: string, lastName: string, email: string, phone: string } };

export type DeleteTripMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTripMutation = { deleteTrip: { success: boolean, message: string } };

export type SetTripStatusMutationVariables = Exact<{
  id: string | number;
  status: TripStatus;
}>;


export type SetTripStatusMutation = { setTripStatus: { id: string, status: TripStatus, version: number, updatedAt: string } };

export type TripDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type TripDetailQuery = { trip: { status: TripStatus, createdAt: string, updatedAt: string, cruiseDays: number, id: string, version: number, yachtName: string, registrationNumber: string, homePort: string, hullLength: string, enginesCount: string, enginePower: string, embarkationPort: string, isEmbarkationTidalPort: boolean, disembarkationPort: string, isDisembarkationTidalPort: boolean, distance: string, embarkationDate: string, disembarkationDate: string, sailingHours: string, engineHours: string, mooringHours: string, tidalPortsCount: number, tidalHours: string, logbookNumber: string | null, captainNotes: string | null, crewMembers: Array<{ roleText: string, licenseText: string | null, id: string, fullName: string, email: string | null, phone: string | null, role: string, otherRole: string | null, licenseType: string | null, otherLicense: string | null, licenseNumber: string | null, captainOpinion: string, performance: string, seasickness: string, resistance: string, captainNotes: string | null }>, captain: { firstName: string, lastName: string, email: string | null, phone: string, licenseType: string, licenseNumber: string, otherLicense: string | null }, visitedPorts: Array<{ id: string, name: string, isTidalPort: boolean, arrivalDate: string | null, departureDate: string | null }> } };

export type TripHistoryQueryVariables = Exact<{
  tripId: string | number;
}>;


export type TripHistoryQuery = { tripHistory: Array<{ version: number, type: TripEventType, occurredAt: string, status: TripStatus, changedFields: Array<string>, changes: Array<{ field: string, before: string | null, after: string | null, added: Array<string>, removed: Array<string>, edited: Array<string> }>, actor: { id: string, name: string, role: UserRole } }> };

export type TripSummaryFieldsFragment = { id: string, yachtName: string, registrationNumber: string, embarkationPort: string, disembarkationPort: string, embarkationDate: string, disembarkationDate: string, captain: { firstName: string, lastName: string } };

export type TripsListQueryVariables = Exact<{
  search?: string | null | undefined;
  sort?: TripSort | null | undefined;
  first?: number | null | undefined;
}>;


export type TripsListQuery = { trips: { totalCount: number, nodes: Array<{ status: TripStatus, distance: string, createdAt: string, id: string, yachtName: string, registrationNumber: string, embarkationPort: string, disembarkationPort: string, embarkationDate: string, disembarkationDate: string, captain: { firstName: string, lastName: string } }> } };

export type CreateTripMutationVariables = Exact<{
  input: TripInput;
}>;


export type CreateTripMutation = { createTrip: { id: string, version: number, yachtName: string, registrationNumber: string, homePort: string, hullLength: string, enginesCount: string, enginePower: string, embarkationPort: string, isEmbarkationTidalPort: boolean, disembarkationPort: string, isDisembarkationTidalPort: boolean, distance: string, embarkationDate: string, disembarkationDate: string, sailingHours: string, engineHours: string, mooringHours: string, tidalPortsCount: number, tidalHours: string, logbookNumber: string | null, captainNotes: string | null, captain: { firstName: string, lastName: string, email: string | null, phone: string, licenseType: string, licenseNumber: string, otherLicense: string | null }, visitedPorts: Array<{ id: string, name: string, isTidalPort: boolean, arrivalDate: string | null, departureDate: string | null }>, crewMembers: Array<{ id: string, fullName: string, email: string | null, phone: string | null, role: string, otherRole: string | null, licenseType: string | null, otherLicense: string | null, licenseNumber: string | null, captainOpinion: string, performance: string, seasickness: string, resistance: string, captainNotes: string | null }> } };

export type TripForEditQueryVariables = Exact<{
  id: string | number;
}>;


export type TripForEditQuery = { trip: { id: string, version: number, yachtName: string, registrationNumber: string, homePort: string, hullLength: string, enginesCount: string, enginePower: string, embarkationPort: string, isEmbarkationTidalPort: boolean, disembarkationPort: string, isDisembarkationTidalPort: boolean, distance: string, embarkationDate: string, disembarkationDate: string, sailingHours: string, engineHours: string, mooringHours: string, tidalPortsCount: number, tidalHours: string, logbookNumber: string | null, captainNotes: string | null, captain: { firstName: string, lastName: string, email: string | null, phone: string, licenseType: string, licenseNumber: string, otherLicense: string | null }, visitedPorts: Array<{ id: string, name: string, isTidalPort: boolean, arrivalDate: string | null, departureDate: string | null }>, crewMembers: Array<{ id: string, fullName: string, email: string | null, phone: string | null, role: string, otherRole: string | null, licenseType: string | null, otherLicense: string | null, licenseNumber: string | null, captainOpinion: string, performance: string, seasickness: string, resistance: string, captainNotes: string | null }> } };

export type TripFormFieldsFragment = { id: string, version: number, yachtName: string, registrationNumber: string, homePort: string, hullLength: string, enginesCount: string, enginePower: string, embarkationPort: string, isEmbarkationTidalPort: boolean, disembarkationPort: string, isDisembarkationTidalPort: boolean, distance: string, embarkationDate: string, disembarkationDate: string, sailingHours: string, engineHours: string, mooringHours: string, tidalPortsCount: number, tidalHours: string, logbookNumber: string | null, captainNotes: string | null, captain: { firstName: string, lastName: string, email: string | null, phone: string, licenseType: string, licenseNumber: string, otherLicense: string | null }, visitedPorts: Array<{ id: string, name: string, isTidalPort: boolean, arrivalDate: string | null, departureDate: string | null }>, crewMembers: Array<{ id: string, fullName: string, email: string | null, phone: string | null, role: string, otherRole: string | null, licenseType: string | null, otherLicense: string | null, licenseNumber: string | null, captainOpinion: string, performance: string, seasickness: string, resistance: string, captainNotes: string | null }> };

export type UpdateTripMutationVariables = Exact<{
  id: string | number;
  input: TripInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateTripMutation = { updateTrip: { id: string, version: number, yachtName: string, registrationNumber: string, homePort: string, hullLength: string, enginesCount: string, enginePower: string, embarkationPort: string, isEmbarkationTidalPort: boolean, disembarkationPort: string, isDisembarkationTidalPort: boolean, distance: string, embarkationDate: string, disembarkationDate: string, sailingHours: string, engineHours: string, mooringHours: string, tidalPortsCount: number, tidalHours: string, logbookNumber: string | null, captainNotes: string | null, captain: { firstName: string, lastName: string, email: string | null, phone: string, licenseType: string, licenseNumber: string, otherLicense: string | null }, visitedPorts: Array<{ id: string, name: string, isTidalPort: boolean, arrivalDate: string | null, departureDate: string | null }>, crewMembers: Array<{ id: string, fullName: string, email: string | null, phone: string | null, role: string, otherRole: string | null, licenseType: string | null, otherLicense: string | null, licenseNumber: string | null, captainOpinion: string, performance: string, seasickness: string, resistance: string, captainNotes: string | null }> } };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEndpoints: Array<{ id: string, url: string, description: string, events: Array<WebhookEvent>, active: boolean, createdAt: string }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: { totalCount: number, hasNextPage: boolean, endCursor: string | null, nodes: Array<{ id: string, event: string, status: WebhookDeliveryStatus, attempts: number, lastResponseCode: number | null, lastError: string | null, createdAt: string, deliveredAt: string | null }> } };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string, url: string } } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: { id: string } };

export type RedeliverWebhookMutationVariables = Exact<{
  deliveryId: string | number;
}>;


export type RedeliverWebhookMutation = { redeliverWebhook: { id: string } };

export type SendTestWebhookMutationVariables = Exact<{
  endpointId: string | number;
}>;


export type SendTestWebhookMutation = { sendTestWebhook: { id: string } };

export type CreateYachtMutationVariables = Exact<{
  input: YachtInput;
}>;


export type CreateYachtMutation = { createYacht: { id: string, name: string } };

export type DeleteYachtMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteYachtMutation = { deleteYacht: { success: boolean, message: string } };

export type SearchYachtsQueryVariables = Exact<{
  term: string;
}>;


export type SearchYachtsQuery = { searchYachts: Array<{ id: string, name: string, registrationNumber: string, homePort: string, hullLength: string, enginesCount: number, enginePower: string }> };

export type UpdateYachtMutationVariables = Exact<{
  id: string | number;
  input: YachtInput;
}>;


export type UpdateYachtMutation = { updateYacht: { id: string, name: string, registrationNumber: string, homePort: string, hullLength: string, enginesCount: number, enginePower: string } };

export type YachtFieldsFragment = { id: string, name: string, registrationNumber: string, homePort: string, hullLength: string, enginesCount: number, enginePower: string };

export type YachtQueryVariables = Exact<{
  id: string | number;
}>;


export type YachtQuery = { yacht: { id: string, name: string, registrationNumber: string, homePort: string, hullLength: string, enginesCount: number, enginePower: string } };

export type YachtsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type YachtsQuery = { yachts: Array<{ id: string, name: string, registrationNumber: string, homePort: string, hullLength: string, enginesCount: number, enginePower: string }> };

export const SessionUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const AuthPayloadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"hasPremium"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<AuthPayloadFieldsFragment, unknown>;
export const InvitationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<InvitationFieldsFragment, unknown>;
export const PlannedTripFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannedTripFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlannedTrip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"yachtId"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"yachtType"}},{"kind":"Field","name":{"kind":"Name","value":"maxCrewMembers"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}}]}}]} as unknown as DocumentNode<PlannedTripFieldsFragment, unknown>;
export const EnrolmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnrolmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrolment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"studentNotes"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejoinAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"byRole"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<EnrolmentFieldsFragment, unknown>;
export const SubscriptionHistoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PremiumSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SubscriptionHistoryFieldsFragment, unknown>;
export const CaptainInvoiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptainInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptainInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]} as unknown as DocumentNode<CaptainInvoiceFieldsFragment, unknown>;
export const CaptainProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptainProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptainProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoWidth"}},{"kind":"Field","name":{"kind":"Name","value":"logoHeight"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaptainInvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptainInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptainInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]} as unknown as DocumentNode<CaptainProfileFieldsFragment, unknown>;
export const SeaTimeTotalsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeaTimeTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeaTimeTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voyages"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"hoursUnderway"}},{"kind":"Field","name":{"kind":"Name","value":"hoursSail"}},{"kind":"Field","name":{"kind":"Name","value":"hoursEngine"}},{"kind":"Field","name":{"kind":"Name","value":"hoursTidal"}},{"kind":"Field","name":{"kind":"Name","value":"hoursMoored"}},{"kind":"Field","name":{"kind":"Name","value":"miles"}},{"kind":"Field","name":{"kind":"Name","value":"tidalPorts"}}]}}]} as unknown as DocumentNode<SeaTimeTotalsFieldsFragment, unknown>;
export const CaptainAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptainAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptainAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}}]}}]} as unknown as DocumentNode<CaptainAccountFieldsFragment, unknown>;
export const StudentCaptainFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentCaptainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentCaptain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}}]} as unknown as DocumentNode<StudentCaptainFieldsFragment, unknown>;
export const StudentPlannedTripFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentPlannedTripFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentPlannedTrip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"yachtType"}},{"kind":"Field","name":{"kind":"Name","value":"maxCrewMembers"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canJoin"}},{"kind":"Field","name":{"kind":"Name","value":"canLeave"}},{"kind":"Field","name":{"kind":"Name","value":"myNotes"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentCaptainFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentCaptainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentCaptain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}}]} as unknown as DocumentNode<StudentPlannedTripFieldsFragment, unknown>;
export const SessionStudentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionStudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<SessionStudentFieldsFragment, unknown>;
export const StudentAuthPayloadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentAuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentAuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionStudentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionStudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<StudentAuthPayloadFieldsFragment, unknown>;
export const TripSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<TripSummaryFieldsFragment, unknown>;
export const TripFormFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isEmbarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isDisembarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"visitedPorts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"sailingHours"}},{"kind":"Field","name":{"kind":"Name","value":"engineHours"}},{"kind":"Field","name":{"kind":"Name","value":"mooringHours"}},{"kind":"Field","name":{"kind":"Name","value":"tidalPortsCount"}},{"kind":"Field","name":{"kind":"Name","value":"tidalHours"}},{"kind":"Field","name":{"kind":"Name","value":"logbookNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}},{"kind":"Field","name":{"kind":"Name","value":"crewMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"otherRole"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainOpinion"}},{"kind":"Field","name":{"kind":"Name","value":"performance"}},{"kind":"Field","name":{"kind":"Name","value":"seasickness"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}}]}}]}}]} as unknown as DocumentNode<TripFormFieldsFragment, unknown>;
export const YachtFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YachtFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Yacht"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}}]}}]} as unknown as DocumentNode<YachtFieldsFragment, unknown>;
export const ApolloErrorsTestSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApolloErrorsTestSave"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteYacht"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"y1","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<ApolloErrorsTestSaveMutation, ApolloErrorsTestSaveMutationVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForgotPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"hasPremium"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"hasPremium"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const DashboardStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"years"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seaTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"years"},"value":{"kind":"Variable","name":{"kind":"Name","value":"years"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voyages"}},{"kind":"Field","name":{"kind":"Name","value":"hoursUnderway"}},{"kind":"Field","name":{"kind":"Name","value":"miles"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardStatsQuery, DashboardStatsQueryVariables>;
export const CreateInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<CreateInvitationMutation, CreateInvitationMutationVariables>;
export const UpdateInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<UpdateInvitationMutation, UpdateInvitationMutationVariables>;
export const DeleteInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteInvitationMutation, DeleteInvitationMutationVariables>;
export const InvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<InvitationsQuery, InvitationsQueryVariables>;
export const MyStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStudents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStudents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrolments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"plannedTrip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyStudentsQuery, MyStudentsQueryVariables>;
export const DisconnectStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisconnectStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DisconnectStudentMutation, DisconnectStudentMutationVariables>;
export const CreatePlannedTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePlannedTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlannedTripInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPlannedTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannedTripFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannedTripFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlannedTrip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"yachtId"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"yachtType"}},{"kind":"Field","name":{"kind":"Name","value":"maxCrewMembers"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}}]}}]} as unknown as DocumentNode<CreatePlannedTripMutation, CreatePlannedTripMutationVariables>;
export const UpdatePlannedTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlannedTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlannedTripInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlannedTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannedTripFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannedTripFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlannedTrip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"yachtId"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"yachtType"}},{"kind":"Field","name":{"kind":"Name","value":"maxCrewMembers"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}}]}}]} as unknown as DocumentNode<UpdatePlannedTripMutation, UpdatePlannedTripMutationVariables>;
export const DeletePlannedTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePlannedTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePlannedTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePlannedTripMutation, DeletePlannedTripMutationVariables>;
export const DecideEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideEnrolmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnrolmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnrolmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrolment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"studentNotes"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejoinAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"byRole"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<DecideEnrolmentMutation, DecideEnrolmentMutationVariables>;
export const PlannedTripsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlannedTrips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plannedTrips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannedTripFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannedTripFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlannedTrip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"yachtId"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"yachtType"}},{"kind":"Field","name":{"kind":"Name","value":"maxCrewMembers"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}}]}}]} as unknown as DocumentNode<PlannedTripsQuery, PlannedTripsQueryVariables>;
export const PlannedTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlannedTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plannedTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannedTripFields"}},{"kind":"Field","name":{"kind":"Name","value":"enrolments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnrolmentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannedTripFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlannedTrip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"yachtId"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"yachtType"}},{"kind":"Field","name":{"kind":"Name","value":"maxCrewMembers"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnrolmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrolment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"studentNotes"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejoinAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"byRole"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<PlannedTripQuery, PlannedTripQueryVariables>;
export const PlannedTripLogDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlannedTripLogDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plannedTripLogDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"yachtType"}},{"kind":"Field","name":{"kind":"Name","value":"yachtId"}},{"kind":"Field","name":{"kind":"Name","value":"crewMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<PlannedTripLogDraftQuery, PlannedTripLogDraftQueryVariables>;
export const CompleteTestPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteTestPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestPaymentOutcome"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeTestPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"outcome"},"value":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteTestPaymentMutation, CompleteTestPaymentMutationVariables>;
export const CreateOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateOrderMutation, CreateOrderMutationVariables>;
export const HasPremiumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HasPremium"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPremium"}},{"kind":"Field","name":{"kind":"Name","value":"mySubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"daysRemaining"}}]}}]}}]} as unknown as DocumentNode<HasPremiumQuery, HasPremiumQueryVariables>;
export const MyOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"daysRemaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}}]}}]}}]}}]} as unknown as DocumentNode<MyOrderQuery, MyOrderQueryVariables>;
export const PlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}}]}}]}}]} as unknown as DocumentNode<PlansQuery, PlansQueryVariables>;
export const PremiumTabDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PremiumTab"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payu"}},{"kind":"Field","name":{"kind":"Name","value":"stripe"}},{"kind":"Field","name":{"kind":"Name","value":"test"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPendingDiscount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"captainProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaptainInvoiceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptainInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptainInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]} as unknown as DocumentNode<PremiumTabQuery, PremiumTabQueryVariables>;
export const RedeemDiscountCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemDiscountCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemDiscountCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RedeemDiscountCodeMutation, RedeemDiscountCodeMutationVariables>;
export const SubscriptionHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionHistoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PremiumSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SubscriptionHistoryQuery, SubscriptionHistoryQueryVariables>;
export const TestPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}}]}}]}}]}}]} as unknown as DocumentNode<TestPaymentQuery, TestPaymentQueryVariables>;
export const CaptainProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaptainProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captainProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaptainProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptainInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptainInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptainProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptainProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoWidth"}},{"kind":"Field","name":{"kind":"Name","value":"logoHeight"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaptainInvoiceFields"}}]}}]}}]} as unknown as DocumentNode<CaptainProfileQuery, CaptainProfileQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdateCaptainProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCaptainProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCaptainProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCaptainProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"captainProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaptainProfileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptainInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptainInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptainProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptainProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoWidth"}},{"kind":"Field","name":{"kind":"Name","value":"logoHeight"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaptainInvoiceFields"}}]}}]}}]} as unknown as DocumentNode<UpdateCaptainProfileMutation, UpdateCaptainProfileMutationVariables>;
export const CompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}}]}}]}}]} as unknown as DocumentNode<CompanyQuery, CompanyQueryVariables>;
export const MarkSeaVoyagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkSeaVoyages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seaVoyage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markSeaVoyages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"seaVoyage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seaVoyage"}}}]}]}}]} as unknown as DocumentNode<MarkSeaVoyagesMutation, MarkSeaVoyagesMutationVariables>;
export const SeaTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeaTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"years"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"yacht"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SeaTimeStatus"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seaTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"years"},"value":{"kind":"Variable","name":{"kind":"Name","value":"years"}}},{"kind":"Argument","name":{"kind":"Name","value":"yacht"},"value":{"kind":"Variable","name":{"kind":"Name","value":"yacht"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeaTimeTotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"largestYacht"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"perYear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeaTimeTotalsFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"licences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"met"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"met"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tripIds"}},{"kind":"Field","name":{"kind":"Name","value":"unmarkedTripIds"}},{"kind":"Field","name":{"kind":"Name","value":"marks"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"trips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"hoursUnderway"}},{"kind":"Field","name":{"kind":"Name","value":"hoursSail"}},{"kind":"Field","name":{"kind":"Name","value":"hoursEngine"}},{"kind":"Field","name":{"kind":"Name","value":"hoursTidal"}},{"kind":"Field","name":{"kind":"Name","value":"miles"}},{"kind":"Field","name":{"kind":"Name","value":"marks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seaVoyage"}},{"kind":"Field","name":{"kind":"Name","value":"inCommand"}},{"kind":"Field","name":{"kind":"Name","value":"nightHours"}},{"kind":"Field","name":{"kind":"Name","value":"passagesOver60"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableYears"}},{"kind":"Field","name":{"kind":"Name","value":"availableYachts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"voyages"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeaTimeTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeaTimeTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voyages"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"hoursUnderway"}},{"kind":"Field","name":{"kind":"Name","value":"hoursSail"}},{"kind":"Field","name":{"kind":"Name","value":"hoursEngine"}},{"kind":"Field","name":{"kind":"Name","value":"hoursTidal"}},{"kind":"Field","name":{"kind":"Name","value":"hoursMoored"}},{"kind":"Field","name":{"kind":"Name","value":"miles"}},{"kind":"Field","name":{"kind":"Name","value":"tidalPorts"}}]}}]} as unknown as DocumentNode<SeaTimeQuery, SeaTimeQueryVariables>;
export const SetSeaTimeMarksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSeaTimeMarks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SeaTimeMarksInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSeaTimeMarks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"marks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seaVoyage"}},{"kind":"Field","name":{"kind":"Name","value":"inCommand"}},{"kind":"Field","name":{"kind":"Name","value":"nightHours"}},{"kind":"Field","name":{"kind":"Name","value":"passagesOver60"}}]}}]}}]}}]} as unknown as DocumentNode<SetSeaTimeMarksMutation, SetSeaTimeMarksMutationVariables>;
export const StaffPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<StaffPlansQuery, StaffPlansQueryVariables>;
export const StaffDeletedTripsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffDeletedTrips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedTrips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<StaffDeletedTripsQuery, StaffDeletedTripsQueryVariables>;
export const StaffCreateDiscountCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffCreateDiscountCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DiscountCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDiscountCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<StaffCreateDiscountCodeMutation, StaffCreateDiscountCodeMutationVariables>;
export const StaffDeactivateDiscountCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffDeactivateDiscountCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateDiscountCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<StaffDeactivateDiscountCodeMutation, StaffDeactivateDiscountCodeMutationVariables>;
export const StaffDiscountCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffDiscountCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"maxUses"}},{"kind":"Field","name":{"kind":"Name","value":"uses"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]}}]}}]} as unknown as DocumentNode<StaffDiscountCodesQuery, StaffDiscountCodesQueryVariables>;
export const StaffGrantPremiumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffGrantPremium"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantPremium"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"daysRemaining"}}]}}]}}]} as unknown as DocumentNode<StaffGrantPremiumMutation, StaffGrantPremiumMutationVariables>;
export const StaffInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}},{"kind":"Field","name":{"kind":"Name","value":"captainName"}},{"kind":"Field","name":{"kind":"Name","value":"captainEmail"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}}]}}]} as unknown as DocumentNode<StaffInvoicesQuery, StaffInvoicesQueryVariables>;
export const StaffCreatePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffCreatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<StaffCreatePlanMutation, StaffCreatePlanMutationVariables>;
export const StaffUpdatePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffUpdatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<StaffUpdatePlanMutation, StaffUpdatePlanMutationVariables>;
export const StaffSetPlanActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSetPlanActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPlanActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<StaffSetPlanActiveMutation, StaffSetPlanActiveMutationVariables>;
export const StaffRestoreTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffRestoreTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"trip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<StaffRestoreTripMutation, StaffRestoreTripMutationVariables>;
export const StaffReversalFeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffReversalFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reversalFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}}]}}]}}]}}]} as unknown as DocumentNode<StaffReversalFeesQuery, StaffReversalFeesQueryVariables>;
export const StaffSetReversalFeeStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSetReversalFeeStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReversalFeeStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setReversalFeeStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<StaffSetReversalFeeStatusMutation, StaffSetReversalFeeStatusMutationVariables>;
export const StaffCaptainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffCaptain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCaptain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaptainAccountFields"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"daysRemaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionHistoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"grants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reversalFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"trip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptainAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptainAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PremiumSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<StaffCaptainQuery, StaffCaptainQueryVariables>;
export const StaffCaptainsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffCaptains"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCaptains"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaptainAccountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptainAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptainAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}}]}}]} as unknown as DocumentNode<StaffCaptainsQuery, StaffCaptainsQueryVariables>;
export const StudentLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentAuthPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionStudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentAuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentAuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionStudentFields"}}]}}]}}]} as unknown as DocumentNode<StudentLoginMutation, StudentLoginMutationVariables>;
export const StudentLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StudentLogoutMutation, StudentLogoutMutationVariables>;
export const StudentMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionStudentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionStudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<StudentMeQuery, StudentMeQueryVariables>;
export const StudentForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForgotPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentForgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StudentForgotPasswordMutation, StudentForgotPasswordMutationVariables>;
export const StudentResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentResetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StudentResetPasswordMutation, StudentResetPasswordMutationVariables>;
export const StudentRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentRegister"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentAuthPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionStudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentAuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentAuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionStudentFields"}}]}}]}}]} as unknown as DocumentNode<StudentRegisterMutation, StudentRegisterMutationVariables>;
export const StudentAcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentAcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentCaptainFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentCaptainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentCaptain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}}]} as unknown as DocumentNode<StudentAcceptInvitationMutation, StudentAcceptInvitationMutationVariables>;
export const StudentDisconnectCaptainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentDisconnectCaptain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectCaptain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<StudentDisconnectCaptainMutation, StudentDisconnectCaptainMutationVariables>;
export const StudentJoinPlannedTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentJoinPlannedTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinPlannedTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"notes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentPlannedTripFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentCaptainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentCaptain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentPlannedTripFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentPlannedTrip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"yachtType"}},{"kind":"Field","name":{"kind":"Name","value":"maxCrewMembers"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canJoin"}},{"kind":"Field","name":{"kind":"Name","value":"canLeave"}},{"kind":"Field","name":{"kind":"Name","value":"myNotes"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentCaptainFields"}}]}}]}}]} as unknown as DocumentNode<StudentJoinPlannedTripMutation, StudentJoinPlannedTripMutationVariables>;
export const StudentLeavePlannedTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentLeavePlannedTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leavePlannedTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentPlannedTripFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentCaptainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentCaptain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentPlannedTripFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentPlannedTrip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"yachtType"}},{"kind":"Field","name":{"kind":"Name","value":"maxCrewMembers"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canJoin"}},{"kind":"Field","name":{"kind":"Name","value":"canLeave"}},{"kind":"Field","name":{"kind":"Name","value":"myNotes"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentCaptainFields"}}]}}]}}]} as unknown as DocumentNode<StudentLeavePlannedTripMutation, StudentLeavePlannedTripMutationVariables>;
export const StudentUpdateEnrolmentNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentUpdateEnrolmentNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEnrolmentNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"notes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentPlannedTripFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentCaptainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentCaptain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentPlannedTripFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentPlannedTrip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"yachtType"}},{"kind":"Field","name":{"kind":"Name","value":"maxCrewMembers"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canJoin"}},{"kind":"Field","name":{"kind":"Name","value":"canLeave"}},{"kind":"Field","name":{"kind":"Name","value":"myNotes"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentCaptainFields"}}]}}]}}]} as unknown as DocumentNode<StudentUpdateEnrolmentNotesMutation, StudentUpdateEnrolmentNotesMutationVariables>;
export const StudentMyCaptainsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentMyCaptains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCaptains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentCaptainFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentCaptainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentCaptain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}}]} as unknown as DocumentNode<StudentMyCaptainsQuery, StudentMyCaptainsQueryVariables>;
export const StudentPlannedTripsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentPlannedTrips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentPlannedTrips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentPlannedTripFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentCaptainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentCaptain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentPlannedTripFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentPlannedTrip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"yachtType"}},{"kind":"Field","name":{"kind":"Name","value":"maxCrewMembers"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canJoin"}},{"kind":"Field","name":{"kind":"Name","value":"canLeave"}},{"kind":"Field","name":{"kind":"Name","value":"myNotes"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentCaptainFields"}}]}}]}}]} as unknown as DocumentNode<StudentPlannedTripsQuery, StudentPlannedTripsQueryVariables>;
export const StudentPlannedTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentPlannedTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentPlannedTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentPlannedTripFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentCaptainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentCaptain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentPlannedTripFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentPlannedTrip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"yachtType"}},{"kind":"Field","name":{"kind":"Name","value":"maxCrewMembers"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canJoin"}},{"kind":"Field","name":{"kind":"Name","value":"canLeave"}},{"kind":"Field","name":{"kind":"Name","value":"myNotes"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentCaptainFields"}}]}}]}}]} as unknown as DocumentNode<StudentPlannedTripQuery, StudentPlannedTripQueryVariables>;
export const StudentEnrolledTripsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentEnrolledTrips"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolmentStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolledTrips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentPlannedTripFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentCaptainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentCaptain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentPlannedTripFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentPlannedTrip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"yachtType"}},{"kind":"Field","name":{"kind":"Name","value":"maxCrewMembers"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canJoin"}},{"kind":"Field","name":{"kind":"Name","value":"canLeave"}},{"kind":"Field","name":{"kind":"Name","value":"myNotes"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentCaptainFields"}}]}}]}}]} as unknown as DocumentNode<StudentEnrolledTripsQuery, StudentEnrolledTripsQueryVariables>;
export const DeleteTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteTripMutation, DeleteTripMutationVariables>;
export const SetTripStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTripStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TripStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTripStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetTripStatusMutation, SetTripStatusMutationVariables>;
export const TripDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripFormFields"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cruiseDays"}},{"kind":"Field","name":{"kind":"Name","value":"crewMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleText"}},{"kind":"Field","name":{"kind":"Name","value":"licenseText"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isEmbarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isDisembarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"visitedPorts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"sailingHours"}},{"kind":"Field","name":{"kind":"Name","value":"engineHours"}},{"kind":"Field","name":{"kind":"Name","value":"mooringHours"}},{"kind":"Field","name":{"kind":"Name","value":"tidalPortsCount"}},{"kind":"Field","name":{"kind":"Name","value":"tidalHours"}},{"kind":"Field","name":{"kind":"Name","value":"logbookNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}},{"kind":"Field","name":{"kind":"Name","value":"crewMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"otherRole"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainOpinion"}},{"kind":"Field","name":{"kind":"Name","value":"performance"}},{"kind":"Field","name":{"kind":"Name","value":"seasickness"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}}]}}]}}]} as unknown as DocumentNode<TripDetailQuery, TripDetailQueryVariables>;
export const TripHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<TripHistoryQuery, TripHistoryQueryVariables>;
export const TripsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TripSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<TripsListQuery, TripsListQueryVariables>;
export const CreateTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TripInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isEmbarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isDisembarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"visitedPorts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"sailingHours"}},{"kind":"Field","name":{"kind":"Name","value":"engineHours"}},{"kind":"Field","name":{"kind":"Name","value":"mooringHours"}},{"kind":"Field","name":{"kind":"Name","value":"tidalPortsCount"}},{"kind":"Field","name":{"kind":"Name","value":"tidalHours"}},{"kind":"Field","name":{"kind":"Name","value":"logbookNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}},{"kind":"Field","name":{"kind":"Name","value":"crewMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"otherRole"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainOpinion"}},{"kind":"Field","name":{"kind":"Name","value":"performance"}},{"kind":"Field","name":{"kind":"Name","value":"seasickness"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}}]}}]}}]} as unknown as DocumentNode<CreateTripMutation, CreateTripMutationVariables>;
export const TripForEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripForEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isEmbarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isDisembarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"visitedPorts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"sailingHours"}},{"kind":"Field","name":{"kind":"Name","value":"engineHours"}},{"kind":"Field","name":{"kind":"Name","value":"mooringHours"}},{"kind":"Field","name":{"kind":"Name","value":"tidalPortsCount"}},{"kind":"Field","name":{"kind":"Name","value":"tidalHours"}},{"kind":"Field","name":{"kind":"Name","value":"logbookNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}},{"kind":"Field","name":{"kind":"Name","value":"crewMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"otherRole"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainOpinion"}},{"kind":"Field","name":{"kind":"Name","value":"performance"}},{"kind":"Field","name":{"kind":"Name","value":"seasickness"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}}]}}]}}]} as unknown as DocumentNode<TripForEditQuery, TripForEditQueryVariables>;
export const UpdateTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TripInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isEmbarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isDisembarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"visitedPorts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"sailingHours"}},{"kind":"Field","name":{"kind":"Name","value":"engineHours"}},{"kind":"Field","name":{"kind":"Name","value":"mooringHours"}},{"kind":"Field","name":{"kind":"Name","value":"tidalPortsCount"}},{"kind":"Field","name":{"kind":"Name","value":"tidalHours"}},{"kind":"Field","name":{"kind":"Name","value":"logbookNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}},{"kind":"Field","name":{"kind":"Name","value":"crewMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"otherRole"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainOpinion"}},{"kind":"Field","name":{"kind":"Name","value":"performance"}},{"kind":"Field","name":{"kind":"Name","value":"seasickness"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}}]}}]}}]} as unknown as DocumentNode<UpdateTripMutation, UpdateTripMutationVariables>;
export const WebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastResponseCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const DeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const RedeliverWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const SendTestWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SendTestWebhookMutation, SendTestWebhookMutationVariables>;
export const CreateYachtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateYacht"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YachtInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createYacht"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateYachtMutation, CreateYachtMutationVariables>;
export const DeleteYachtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteYacht"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteYacht"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteYachtMutation, DeleteYachtMutationVariables>;
export const SearchYachtsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchYachts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchYachts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YachtFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YachtFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Yacht"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}}]}}]} as unknown as DocumentNode<SearchYachtsQuery, SearchYachtsQueryVariables>;
export const UpdateYachtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateYacht"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YachtInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateYacht"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YachtFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YachtFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Yacht"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}}]}}]} as unknown as DocumentNode<UpdateYachtMutation, UpdateYachtMutationVariables>;
export const YachtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Yacht"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yacht"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YachtFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YachtFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Yacht"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}}]}}]} as unknown as DocumentNode<YachtQuery, YachtQueryVariables>;
export const YachtsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Yachts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yachts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YachtFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YachtFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Yacht"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}}]}}]} as unknown as DocumentNode<YachtsQuery, YachtsQueryVariables>;