/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CaptainInvoiceInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  companyName?: string | null | undefined;
  firstName?: string | null | undefined;
  /** individual | company */
  invoiceType: string;
  lastName?: string | null | undefined;
  nip?: string | null | undefined;
  postalCode?: string | null | undefined;
};

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
};

export type CrewMemberInput = {
  captainNotes?: string | null | undefined;
  captainOpinion?: string | null | undefined;
  email?: string | null | undefined;
  fullName?: string | null | undefined;
  /** Send a saved member's id back to keep it (crew opinion PDFs use it). */
  id?: string | number | null | undefined;
  licenseNumber?: string | null | undefined;
  licenseType?: string | null | undefined;
  otherLicense?: string | null | undefined;
  otherRole?: string | null | undefined;
  performance?: string | null | undefined;
  phone?: string | null | undefined;
  resistance?: string | null | undefined;
  role?: string | null | undefined;
  seasickness?: string | null | undefined;
};

export type DiscountCodeInput = {
  code: string;
  /** YYYY-MM-DD (valid through that day, Polish time) or an ISO date-time; empty: never. */
  expiresAt?: string | null | undefined;
  kind: DiscountKind;
  /** Empty: no limit. */
  maxUses?: number | null | undefined;
  /** Days for FREE_DAYS (1–3650), percent for PERCENT (1–99). */
  value: number;
};

export type DiscountKind =
  | 'FREE_DAYS'
  | 'PERCENT';

export type ForgotPasswordInput = {
  email: string;
};

/** met; missing (known not met); unknown (not met by the marked trips, and some trips are not marked). */
export type LicenceProgressStatus =
  | 'met'
  | 'missing'
  | 'unknown';

export type LoginInput = {
  email: string;
  password: string;
  remember?: boolean | null | undefined;
};

export type OrderInput = {
  invoice: OrderInvoiceInput;
  /** payu | stripe */
  paymentProvider: string;
  planId: string;
};

export type OrderInvoiceInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  companyName?: string | null | undefined;
  firstName?: string | null | undefined;
  /** individual | company (also osoba_fizyczna | osoba_prawna) */
  invoiceType: string;
  lastName?: string | null | undefined;
  nip?: string | null | undefined;
  postalCode?: string | null | undefined;
};

/** payu/stripe: paid; test: the app's own test payment page (no provider configured); staff: granted by the office; discount: a FREE_DAYS code. */
export type PaymentProvider =
  | 'discount'
  | 'payu'
  | 'staff'
  | 'stripe'
  | 'test';

export type PaymentStatus =
  | 'cancelled'
  | 'completed'
  | 'pending';

export type PlanInput = {
  active?: boolean | null | undefined;
  /** Gross price in PLN, e.g. '49.00'. */
  amount: string;
  durationDays: number;
  name: string;
  sortOrder?: number | null | undefined;
};

export type RegisterInput = {
  email: string;
  name: string;
  password: string;
  passwordConfirmation: string;
  phone: string;
};

export type ResetPasswordInput = {
  email: string;
  password: string;
  passwordConfirmation: string;
  token: string;
};

export type ReversalFeeStatus =
  | 'due'
  | 'paid'
  | 'waived';

/** null = not known. */
export type SeaTimeMarksInput = {
  inCommand?: boolean | null | undefined;
  /** A number of hours, at most the trip's hours underway. */
  nightHours?: string | null | undefined;
  passagesOver60?: number | null | undefined;
  seaVoyage?: boolean | null | undefined;
};

/** The statuses that count: trips that happened. Planned and cancelled trips never count. */
export type SeaTimeStatus =
  | 'completed'
  | 'in_progress';

export type StudentRegisterInput = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  passwordConfirmation: string;
  phone: string;
};

export type SubscriptionStatus =
  | 'active'
  | 'cancelled'
  | 'expired'
  | 'pending';

export type TestPaymentOutcome =
  | 'CANCEL'
  | 'CONFIRM';

export type TripEventType =
  | 'TripCreated'
  | 'TripDeleted'
  | 'TripRestored'
  | 'TripStatusChanged'
  | 'TripUpdated';

/** The wizard's form data (camelCase); validated by validation/trip.ts tripSchema. */
export type TripInput = {
  captainNotes?: string | null | undefined;
  /** The captain confirms hours in tidal waters with no port marked tidal (required then); not stored. */
  confirmTidalWithoutPorts?: boolean | null | undefined;
  crewMembers?: Array<CrewMemberInput> | null | undefined;
  /** YYYY-MM-DD */
  disembarkationDate?: string | null | undefined;
  disembarkationPort?: string | null | undefined;
  distance?: string | null | undefined;
  email?: string | null | undefined;
  /** YYYY-MM-DD */
  embarkationDate?: string | null | undefined;
  embarkationPort?: string | null | undefined;
  engineHours?: string | null | undefined;
  enginePower?: string | null | undefined;
  enginesCount?: string | null | undefined;
  firstName?: string | null | undefined;
  homePort?: string | null | undefined;
  hullLength?: string | null | undefined;
  isDisembarkationTidalPort?: boolean | null | undefined;
  isEmbarkationTidalPort?: boolean | null | undefined;
  lastName?: string | null | undefined;
  licenseNumber?: string | null | undefined;
  licenseType?: string | null | undefined;
  logbookNumber?: string | null | undefined;
  mooringHours?: string | null | undefined;
  otherLicense?: string | null | undefined;
  phone?: string | null | undefined;
  registrationNumber?: string | null | undefined;
  sailingHours?: string | null | undefined;
  tidalHours?: string | null | undefined;
  /** Ignored: the server derives it. */
  tidalPortsCount?: number | null | undefined;
  visitedPorts?: Array<VisitedPortInput> | null | undefined;
  yachtName?: string | null | undefined;
};

/** List order; the default is EMBARKATION_DATE_DESC. */
export type TripSort =
  | 'CREATED_AT_DESC'
  | 'EMBARKATION_DATE_ASC'
  | 'EMBARKATION_DATE_DESC';

export type TripStatus =
  | 'cancelled'
  | 'completed'
  | 'in_progress'
  | 'planned';

export type UpdateCaptainProfileInput = {
  firstName: string;
  /** Absent: unchanged; null: removed. */
  invoice?: CaptainInvoiceInput | null | undefined;
  lastName: string;
  licenseNumber: string;
  licenseType: string;
  otherLicense?: string | null | undefined;
  phone: string;
};

export type UserRole =
  | 'captain'
  | 'staff';

export type VisitedPortInput = {
  arrivalDate?: string | null | undefined;
  departureDate?: string | null | undefined;
  /** Send a saved port's id back to keep it. */
  id?: string | number | null | undefined;
  isTidalPort?: boolean | null | undefined;
  name?: string | null | undefined;
};

/** The yacht form (numbers as typed); validated by validation/yacht.ts yachtSchema. */
export type YachtInput = {
  enginePower?: string | null | undefined;
  enginesCount?: string | null | undefined;
  homePort?: string | null | undefined;
  hullLength?: string | null | undefined;
  name?: string | null | undefined;
  registrationNumber?: string | null | undefined;
};

export type ForgotPasswordMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type ForgotPasswordMutation = { forgotPassword: { success: boolean, message: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { message: string, token: string, user: { id: string, name: string, email: string, phone: string, role: UserRole } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean, message: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string, email: string, phone: string, role: UserRole } | null };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { message: string, token: string, user: { id: string, name: string, email: string, phone: string, role: UserRole } } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string } };

export type DashboardStatsQueryVariables = Exact<{
  years?: Array<number> | number | null | undefined;
}>;


export type DashboardStatsQuery = { seaTime: { totals: { voyages: number, hoursUnderway: number, miles: number } } };

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

export type SubscriptionHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionHistoryQuery = { mySubscriptions: Array<{ id: string, status: SubscriptionStatus, provider: PaymentProvider, startsAt: string, endsAt: string, createdAt: string, discountCode: string | null, plan: { id: string, name: string, durationDays: number } | null, payment: { id: string, status: PaymentStatus, amount: string, currency: string, discountPercent: number | null } | null, invoice: { id: string, number: string, pdfUrl: string } | null, grants: Array<{ id: string, days: number, reason: string, createdAt: string }> }> };

export type TestPaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type TestPaymentQuery = { testPayment: { id: string, subscriptionId: string, status: string, amount: string, currency: string, plan: { id: string, name: string, durationDays: number } } };

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

export type StaffDeletedTripsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffDeletedTripsQuery = { deletedTrips: Array<{ id: string, yachtName: string, registrationNumber: string, embarkationPort: string, disembarkationPort: string, embarkationDate: string, disembarkationDate: string, deletedAt: string | null, deletedBy: { id: string, name: string, role: UserRole } | null, owner: { id: string, name: string, email: string }, captain: { firstName: string, lastName: string } }> };

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
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type StaffDiscountCodesQuery = { discountCodes: { total: number, items: Array<{ id: string, code: string, kind: DiscountKind, value: number, maxUses: number | null, uses: number, expiresAt: string | null, active: boolean, createdAt: string, createdByName: string | null }> } };

export type StaffGrantPremiumMutationVariables = Exact<{
  email: string;
  days: number;
  reason: string;
}>;


export type StaffGrantPremiumMutation = { grantPremium: { id: string, endsAt: string, daysRemaining: number } };

export type StaffInvoicesQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type StaffInvoicesQuery = { invoices: { total: number, items: Array<{ id: string, number: string, issuedAt: string | null, gross: string | null, net: string | null, vat: string | null, currency: string | null, paymentMethod: string | null, buyerName: string | null, captainName: string | null, captainEmail: string | null, pdfUrl: string }> } };

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


export type StaffCaptainQuery = { staffCaptain: { id: string, name: string, email: string, phone: string, createdAt: string, activeSubscription: { id: string, endsAt: string, daysRemaining: number, provider: PaymentProvider } | null, subscriptions: Array<{ id: string, status: SubscriptionStatus, provider: PaymentProvider, startsAt: string, endsAt: string, createdAt: string, discountCode: string | null, plan: { id: string, name: string, durationDays: number } | null, grants: Array<{ id: string, days: number, reason: string, staffName: string | null, createdAt: string }> }>, payments: Array<{ id: string, status: PaymentStatus, provider: string, providerStatus: string | null, amount: string, currency: string, discountPercent: number | null, planName: string | null, createdAt: string, paidAt: string | null, invoice: { id: string, number: string, pdfUrl: string } | null }>, reversalFees: Array<{ id: string, amount: string, currency: string, status: ReversalFeeStatus, createdAt: string, trip: { id: string, yachtName: string } | null }> } };

export type StaffCaptainsQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type StaffCaptainsQuery = { staffCaptains: { total: number, items: Array<{ id: string, name: string, email: string, phone: string, createdAt: string, activeSubscription: { id: string, endsAt: string, provider: PaymentProvider } | null }> } };

export type StudentLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type StudentLoginMutation = { studentLogin: { message: string, token: string, student: { id: string, firstName: string, lastName: string, email: string, phone: string } } };

export type StudentLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type StudentLogoutMutation = { studentLogout: { success: boolean, message: string } };

export type StudentMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentMeQuery = { studentMe: { id: string, firstName: string, lastName: string, email: string, phone: string } | null };

export type StudentRegisterMutationVariables = Exact<{
  input: StudentRegisterInput;
}>;


export type StudentRegisterMutation = { studentRegister: { message: string, token: string, student: { id: string, firstName: string, lastName: string, email: string, phone: string } } };

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


export type TripDetailQuery = { trip: { id: string, status: TripStatus, version: number, createdAt: string, updatedAt: string, yachtName: string, registrationNumber: string, homePort: string, hullLength: string, enginesCount: string, enginePower: string, embarkationPort: string, isEmbarkationTidalPort: boolean, disembarkationPort: string, isDisembarkationTidalPort: boolean, embarkationDate: string, disembarkationDate: string, cruiseDays: number, distance: string, sailingHours: string, engineHours: string, mooringHours: string, tidalHours: string, tidalPortsCount: number, logbookNumber: string | null, captainNotes: string | null, captain: { firstName: string, lastName: string, email: string | null, phone: string, licenseType: string, licenseNumber: string, otherLicense: string | null }, visitedPorts: Array<{ id: string, name: string, isTidalPort: boolean, arrivalDate: string | null, departureDate: string | null }>, crewMembers: Array<{ id: string, fullName: string, email: string | null, phone: string | null, role: string, otherRole: string | null, roleText: string, licenseType: string | null, otherLicense: string | null, licenseText: string | null, licenseNumber: string | null, captainOpinion: string, performance: string, seasickness: string, resistance: string, captainNotes: string | null }> } };

export type TripHistoryQueryVariables = Exact<{
  tripId: string | number;
}>;


export type TripHistoryQuery = { tripHistory: Array<{ version: number, type: TripEventType, occurredAt: string, status: TripStatus, changedFields: Array<string>, actor: { id: string, name: string, role: UserRole } }> };

export type TripsListQueryVariables = Exact<{
  search?: string | null | undefined;
  sort?: TripSort | null | undefined;
  first?: number | null | undefined;
}>;


export type TripsListQuery = { trips: { totalCount: number, nodes: Array<{ id: string, status: TripStatus, yachtName: string, registrationNumber: string, embarkationPort: string, disembarkationPort: string, embarkationDate: string, disembarkationDate: string, distance: string, createdAt: string, captain: { firstName: string, lastName: string } }> } };

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

export type YachtQueryVariables = Exact<{
  id: string | number;
}>;


export type YachtQuery = { yacht: { id: string, name: string, registrationNumber: string, homePort: string, hullLength: string, enginesCount: number, enginePower: string } };

export type YachtsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type YachtsQuery = { yachts: Array<{ id: string, name: string, registrationNumber: string, homePort: string, hullLength: string, enginesCount: number, enginePower: string }> };

export const CaptainProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptainProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptainProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoWidth"}},{"kind":"Field","name":{"kind":"Name","value":"logoHeight"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<CaptainProfileFieldsFragment, unknown>;
export const SeaTimeTotalsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeaTimeTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeaTimeTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voyages"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"hoursUnderway"}},{"kind":"Field","name":{"kind":"Name","value":"hoursSail"}},{"kind":"Field","name":{"kind":"Name","value":"hoursEngine"}},{"kind":"Field","name":{"kind":"Name","value":"hoursTidal"}},{"kind":"Field","name":{"kind":"Name","value":"hoursMoored"}},{"kind":"Field","name":{"kind":"Name","value":"miles"}},{"kind":"Field","name":{"kind":"Name","value":"tidalPorts"}}]}}]} as unknown as DocumentNode<SeaTimeTotalsFieldsFragment, unknown>;
export const TripFormFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isEmbarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isDisembarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"visitedPorts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"sailingHours"}},{"kind":"Field","name":{"kind":"Name","value":"engineHours"}},{"kind":"Field","name":{"kind":"Name","value":"mooringHours"}},{"kind":"Field","name":{"kind":"Name","value":"tidalPortsCount"}},{"kind":"Field","name":{"kind":"Name","value":"tidalHours"}},{"kind":"Field","name":{"kind":"Name","value":"logbookNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}},{"kind":"Field","name":{"kind":"Name","value":"crewMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"otherRole"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainOpinion"}},{"kind":"Field","name":{"kind":"Name","value":"performance"}},{"kind":"Field","name":{"kind":"Name","value":"seasickness"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}}]}}]}}]} as unknown as DocumentNode<TripFormFieldsFragment, unknown>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForgotPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const DashboardStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"years"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seaTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"years"},"value":{"kind":"Variable","name":{"kind":"Name","value":"years"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voyages"}},{"kind":"Field","name":{"kind":"Name","value":"hoursUnderway"}},{"kind":"Field","name":{"kind":"Name","value":"miles"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardStatsQuery, DashboardStatsQueryVariables>;
export const CompleteTestPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteTestPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestPaymentOutcome"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeTestPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"outcome"},"value":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteTestPaymentMutation, CompleteTestPaymentMutationVariables>;
export const CreateOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateOrderMutation, CreateOrderMutationVariables>;
export const HasPremiumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HasPremium"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPremium"}},{"kind":"Field","name":{"kind":"Name","value":"mySubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"daysRemaining"}}]}}]}}]} as unknown as DocumentNode<HasPremiumQuery, HasPremiumQueryVariables>;
export const MyOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"daysRemaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}}]}}]}}]}}]} as unknown as DocumentNode<MyOrderQuery, MyOrderQueryVariables>;
export const PlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}}]}}]}}]} as unknown as DocumentNode<PlansQuery, PlansQueryVariables>;
export const PremiumTabDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PremiumTab"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payu"}},{"kind":"Field","name":{"kind":"Name","value":"stripe"}},{"kind":"Field","name":{"kind":"Name","value":"test"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPendingDiscount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"captainProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]}}]} as unknown as DocumentNode<PremiumTabQuery, PremiumTabQueryVariables>;
export const RedeemDiscountCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemDiscountCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemDiscountCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RedeemDiscountCodeMutation, RedeemDiscountCodeMutationVariables>;
export const SubscriptionHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionHistoryQuery, SubscriptionHistoryQueryVariables>;
export const TestPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}}]}}]}}]}}]} as unknown as DocumentNode<TestPaymentQuery, TestPaymentQueryVariables>;
export const CaptainProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaptainProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captainProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaptainProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptainProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptainProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoWidth"}},{"kind":"Field","name":{"kind":"Name","value":"logoHeight"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<CaptainProfileQuery, CaptainProfileQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdateCaptainProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCaptainProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCaptainProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCaptainProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"captainProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaptainProfileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptainProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptainProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoWidth"}},{"kind":"Field","name":{"kind":"Name","value":"logoHeight"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<UpdateCaptainProfileMutation, UpdateCaptainProfileMutationVariables>;
export const CompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}}]}}]}}]} as unknown as DocumentNode<CompanyQuery, CompanyQueryVariables>;
export const MarkSeaVoyagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkSeaVoyages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seaVoyage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markSeaVoyages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"seaVoyage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seaVoyage"}}}]}]}}]} as unknown as DocumentNode<MarkSeaVoyagesMutation, MarkSeaVoyagesMutationVariables>;
export const SeaTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeaTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"years"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"yacht"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SeaTimeStatus"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seaTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"years"},"value":{"kind":"Variable","name":{"kind":"Name","value":"years"}}},{"kind":"Argument","name":{"kind":"Name","value":"yacht"},"value":{"kind":"Variable","name":{"kind":"Name","value":"yacht"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeaTimeTotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"largestYacht"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"perYear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeaTimeTotalsFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"licences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"met"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"met"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tripIds"}},{"kind":"Field","name":{"kind":"Name","value":"unmarkedTripIds"}},{"kind":"Field","name":{"kind":"Name","value":"marks"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"trips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"hoursUnderway"}},{"kind":"Field","name":{"kind":"Name","value":"hoursSail"}},{"kind":"Field","name":{"kind":"Name","value":"hoursEngine"}},{"kind":"Field","name":{"kind":"Name","value":"hoursTidal"}},{"kind":"Field","name":{"kind":"Name","value":"miles"}},{"kind":"Field","name":{"kind":"Name","value":"marks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seaVoyage"}},{"kind":"Field","name":{"kind":"Name","value":"inCommand"}},{"kind":"Field","name":{"kind":"Name","value":"nightHours"}},{"kind":"Field","name":{"kind":"Name","value":"passagesOver60"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableYears"}},{"kind":"Field","name":{"kind":"Name","value":"availableYachts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"voyages"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeaTimeTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeaTimeTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voyages"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"hoursUnderway"}},{"kind":"Field","name":{"kind":"Name","value":"hoursSail"}},{"kind":"Field","name":{"kind":"Name","value":"hoursEngine"}},{"kind":"Field","name":{"kind":"Name","value":"hoursTidal"}},{"kind":"Field","name":{"kind":"Name","value":"hoursMoored"}},{"kind":"Field","name":{"kind":"Name","value":"miles"}},{"kind":"Field","name":{"kind":"Name","value":"tidalPorts"}}]}}]} as unknown as DocumentNode<SeaTimeQuery, SeaTimeQueryVariables>;
export const SetSeaTimeMarksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSeaTimeMarks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SeaTimeMarksInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSeaTimeMarks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"marks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seaVoyage"}},{"kind":"Field","name":{"kind":"Name","value":"inCommand"}},{"kind":"Field","name":{"kind":"Name","value":"nightHours"}},{"kind":"Field","name":{"kind":"Name","value":"passagesOver60"}}]}}]}}]}}]} as unknown as DocumentNode<SetSeaTimeMarksMutation, SetSeaTimeMarksMutationVariables>;
export const StaffPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<StaffPlansQuery, StaffPlansQueryVariables>;
export const StaffDeletedTripsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffDeletedTrips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedTrips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<StaffDeletedTripsQuery, StaffDeletedTripsQueryVariables>;
export const StaffCreateDiscountCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffCreateDiscountCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DiscountCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDiscountCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<StaffCreateDiscountCodeMutation, StaffCreateDiscountCodeMutationVariables>;
export const StaffDeactivateDiscountCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffDeactivateDiscountCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateDiscountCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<StaffDeactivateDiscountCodeMutation, StaffDeactivateDiscountCodeMutationVariables>;
export const StaffDiscountCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffDiscountCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"maxUses"}},{"kind":"Field","name":{"kind":"Name","value":"uses"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]}}]}}]} as unknown as DocumentNode<StaffDiscountCodesQuery, StaffDiscountCodesQueryVariables>;
export const StaffGrantPremiumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffGrantPremium"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantPremium"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"daysRemaining"}}]}}]}}]} as unknown as DocumentNode<StaffGrantPremiumMutation, StaffGrantPremiumMutationVariables>;
export const StaffInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}},{"kind":"Field","name":{"kind":"Name","value":"captainName"}},{"kind":"Field","name":{"kind":"Name","value":"captainEmail"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}}]}}]} as unknown as DocumentNode<StaffInvoicesQuery, StaffInvoicesQueryVariables>;
export const StaffCreatePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffCreatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<StaffCreatePlanMutation, StaffCreatePlanMutationVariables>;
export const StaffUpdatePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffUpdatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<StaffUpdatePlanMutation, StaffUpdatePlanMutationVariables>;
export const StaffSetPlanActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSetPlanActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPlanActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<StaffSetPlanActiveMutation, StaffSetPlanActiveMutationVariables>;
export const StaffRestoreTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffRestoreTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"trip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<StaffRestoreTripMutation, StaffRestoreTripMutationVariables>;
export const StaffReversalFeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffReversalFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reversalFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}}]}}]}}]}}]} as unknown as DocumentNode<StaffReversalFeesQuery, StaffReversalFeesQueryVariables>;
export const StaffSetReversalFeeStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSetReversalFeeStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReversalFeeStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setReversalFeeStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<StaffSetReversalFeeStatusMutation, StaffSetReversalFeeStatusMutationVariables>;
export const StaffCaptainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffCaptain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCaptain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"daysRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"staffName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reversalFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"trip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffCaptainQuery, StaffCaptainQueryVariables>;
export const StaffCaptainsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffCaptains"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCaptains"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffCaptainsQuery, StaffCaptainsQueryVariables>;
export const StudentLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<StudentLoginMutation, StudentLoginMutationVariables>;
export const StudentLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StudentLogoutMutation, StudentLogoutMutationVariables>;
export const StudentMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<StudentMeQuery, StudentMeQueryVariables>;
export const StudentRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentRegister"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<StudentRegisterMutation, StudentRegisterMutationVariables>;
export const DeleteTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteTripMutation, DeleteTripMutationVariables>;
export const SetTripStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTripStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TripStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTripStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetTripStatusMutation, SetTripStatusMutationVariables>;
export const TripDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}}]}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isEmbarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isDisembarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"cruiseDays"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"sailingHours"}},{"kind":"Field","name":{"kind":"Name","value":"engineHours"}},{"kind":"Field","name":{"kind":"Name","value":"mooringHours"}},{"kind":"Field","name":{"kind":"Name","value":"tidalHours"}},{"kind":"Field","name":{"kind":"Name","value":"tidalPortsCount"}},{"kind":"Field","name":{"kind":"Name","value":"logbookNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}},{"kind":"Field","name":{"kind":"Name","value":"visitedPorts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"crewMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"otherRole"}},{"kind":"Field","name":{"kind":"Name","value":"roleText"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}},{"kind":"Field","name":{"kind":"Name","value":"licenseText"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainOpinion"}},{"kind":"Field","name":{"kind":"Name","value":"performance"}},{"kind":"Field","name":{"kind":"Name","value":"seasickness"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}}]}}]}}]}}]} as unknown as DocumentNode<TripDetailQuery, TripDetailQueryVariables>;
export const TripHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<TripHistoryQuery, TripHistoryQueryVariables>;
export const TripsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TripSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TripsListQuery, TripsListQueryVariables>;
export const CreateTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TripInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isEmbarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isDisembarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"visitedPorts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"sailingHours"}},{"kind":"Field","name":{"kind":"Name","value":"engineHours"}},{"kind":"Field","name":{"kind":"Name","value":"mooringHours"}},{"kind":"Field","name":{"kind":"Name","value":"tidalPortsCount"}},{"kind":"Field","name":{"kind":"Name","value":"tidalHours"}},{"kind":"Field","name":{"kind":"Name","value":"logbookNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}},{"kind":"Field","name":{"kind":"Name","value":"crewMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"otherRole"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainOpinion"}},{"kind":"Field","name":{"kind":"Name","value":"performance"}},{"kind":"Field","name":{"kind":"Name","value":"seasickness"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}}]}}]}}]} as unknown as DocumentNode<CreateTripMutation, CreateTripMutationVariables>;
export const TripForEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripForEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isEmbarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isDisembarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"visitedPorts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"sailingHours"}},{"kind":"Field","name":{"kind":"Name","value":"engineHours"}},{"kind":"Field","name":{"kind":"Name","value":"mooringHours"}},{"kind":"Field","name":{"kind":"Name","value":"tidalPortsCount"}},{"kind":"Field","name":{"kind":"Name","value":"tidalHours"}},{"kind":"Field","name":{"kind":"Name","value":"logbookNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}},{"kind":"Field","name":{"kind":"Name","value":"crewMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"otherRole"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainOpinion"}},{"kind":"Field","name":{"kind":"Name","value":"performance"}},{"kind":"Field","name":{"kind":"Name","value":"seasickness"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}}]}}]}}]} as unknown as DocumentNode<TripForEditQuery, TripForEditQueryVariables>;
export const UpdateTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TripInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"captain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yachtName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isEmbarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationPort"}},{"kind":"Field","name":{"kind":"Name","value":"isDisembarkationTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"visitedPorts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTidalPort"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"embarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"disembarkationDate"}},{"kind":"Field","name":{"kind":"Name","value":"sailingHours"}},{"kind":"Field","name":{"kind":"Name","value":"engineHours"}},{"kind":"Field","name":{"kind":"Name","value":"mooringHours"}},{"kind":"Field","name":{"kind":"Name","value":"tidalPortsCount"}},{"kind":"Field","name":{"kind":"Name","value":"tidalHours"}},{"kind":"Field","name":{"kind":"Name","value":"logbookNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}},{"kind":"Field","name":{"kind":"Name","value":"crewMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"otherRole"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"otherLicense"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"captainOpinion"}},{"kind":"Field","name":{"kind":"Name","value":"performance"}},{"kind":"Field","name":{"kind":"Name","value":"seasickness"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"captainNotes"}}]}}]}}]} as unknown as DocumentNode<UpdateTripMutation, UpdateTripMutationVariables>;
export const CreateYachtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateYacht"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YachtInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createYacht"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateYachtMutation, CreateYachtMutationVariables>;
export const DeleteYachtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteYacht"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteYacht"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteYachtMutation, DeleteYachtMutationVariables>;
export const SearchYachtsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchYachts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchYachts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}}]}}]}}]} as unknown as DocumentNode<SearchYachtsQuery, SearchYachtsQueryVariables>;
export const UpdateYachtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateYacht"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YachtInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateYacht"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}}]}}]}}]} as unknown as DocumentNode<UpdateYachtMutation, UpdateYachtMutationVariables>;
export const YachtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Yacht"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yacht"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}}]}}]}}]} as unknown as DocumentNode<YachtQuery, YachtQueryVariables>;
export const YachtsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Yachts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yachts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePort"}},{"kind":"Field","name":{"kind":"Name","value":"hullLength"}},{"kind":"Field","name":{"kind":"Name","value":"enginesCount"}},{"kind":"Field","name":{"kind":"Name","value":"enginePower"}}]}}]}}]} as unknown as DocumentNode<YachtsQuery, YachtsQueryVariables>;