/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ApolloErrorsTestSave {\n    deleteYacht(id: \"y1\") {\n      success\n    }\n  }\n": typeof types.ApolloErrorsTestSaveDocument,
    "\n  query ApiTokens {\n    apiTokens(first: 100) {\n      totalCount\n      nodes {\n        id\n        name\n        scope\n        createdAt\n        lastUsedAt\n        expiresAt\n        revokedAt\n        active\n      }\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      message\n      apiToken {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n      active\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    name\n    email\n    phone\n    role\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    message\n    token\n    hasPremium\n    user {\n      ...SessionUserFields\n    }\n  }\n": typeof types.AuthPayloadFieldsFragmentDoc,
    "\n  query DashboardStats($years: [Int!]) {\n    seaTime(years: $years) {\n      totals {\n        voyages\n        hoursUnderway\n        miles\n      }\n    }\n  }\n": typeof types.DashboardStatsDocument,
    "\n  fragment InvitationFields on Invitation {\n    id\n    code\n    description\n    expiresAt\n    usageLimit\n    usedCount\n    isActive\n    createdAt\n    state\n  }\n": typeof types.InvitationFieldsFragmentDoc,
    "\n  mutation CreateInvitation($input: InvitationInput!) {\n    createInvitation(input: $input) {\n      ...InvitationFields\n    }\n  }\n": typeof types.CreateInvitationDocument,
    "\n  mutation UpdateInvitation($id: ID!, $input: InvitationInput!) {\n    updateInvitation(id: $id, input: $input) {\n      ...InvitationFields\n    }\n  }\n": typeof types.UpdateInvitationDocument,
    "\n  mutation DeleteInvitation($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n": typeof types.DeleteInvitationDocument,
    "\n  query Invitations {\n    invitations {\n      ...InvitationFields\n    }\n  }\n": typeof types.InvitationsDocument,
    "\n  query MyStudents {\n    myStudents {\n      id\n      firstName\n      lastName\n      email\n      phone\n      connectedAt\n      enrolments {\n        id\n        status\n        joinedAt\n        plannedTrip {\n          id\n          name\n          startDate\n          endDate\n        }\n      }\n    }\n  }\n": typeof types.MyStudentsDocument,
    "\n  mutation DisconnectStudent($id: ID!) {\n    disconnectStudent(id: $id)\n  }\n": typeof types.DisconnectStudentDocument,
    "\n  fragment PlannedTripFields on PlannedTrip {\n    id\n    name\n    description\n    startDate\n    endDate\n    embarkationPort\n    disembarkationPort\n    yachtId\n    yachtName\n    yachtType\n    maxCrewMembers\n    isActive\n    createdAt\n    acceptedCount\n    pendingCount\n    spotsLeft\n  }\n": typeof types.PlannedTripFieldsFragmentDoc,
    "\n  fragment EnrolmentFields on Enrolment {\n    id\n    status\n    studentNotes\n    captainNotes\n    joinedAt\n    rejoinAllowed\n    student {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n    history {\n      at\n      fromStatus\n      toStatus\n      byRole\n      byName\n      note\n    }\n  }\n": typeof types.EnrolmentFieldsFragmentDoc,
    "\n  mutation CreatePlannedTrip($input: PlannedTripInput!) {\n    createPlannedTrip(input: $input) {\n      ...PlannedTripFields\n    }\n  }\n": typeof types.CreatePlannedTripDocument,
    "\n  mutation UpdatePlannedTrip($id: ID!, $input: PlannedTripInput!) {\n    updatePlannedTrip(id: $id, input: $input) {\n      ...PlannedTripFields\n    }\n  }\n": typeof types.UpdatePlannedTripDocument,
    "\n  mutation DeletePlannedTrip($id: ID!) {\n    deletePlannedTrip(id: $id)\n  }\n": typeof types.DeletePlannedTripDocument,
    "\n  mutation DecideEnrolment($id: ID!, $input: DecideEnrolmentInput!) {\n    decideEnrolment(id: $id, input: $input) {\n      ...EnrolmentFields\n    }\n  }\n": typeof types.DecideEnrolmentDocument,
    "\n  query PlannedTrips {\n    plannedTrips {\n      ...PlannedTripFields\n    }\n  }\n": typeof types.PlannedTripsDocument,
    "\n  query PlannedTrip($id: ID!) {\n    plannedTrip(id: $id) {\n      ...PlannedTripFields\n      enrolments {\n        ...EnrolmentFields\n      }\n    }\n  }\n": typeof types.PlannedTripDocument,
    "\n  query PlannedTripLogDraft($id: ID!) {\n    plannedTripLogDraft(id: $id) {\n      embarkationDate\n      disembarkationDate\n      embarkationPort\n      disembarkationPort\n      yachtName\n      yachtType\n      yachtId\n      crewMembers {\n        firstName\n        lastName\n        email\n        phone\n      }\n    }\n  }\n": typeof types.PlannedTripLogDraftDocument,
    "\n  mutation CompleteTestPayment($id: ID!, $outcome: TestPaymentOutcome!) {\n    completeTestPayment(id: $id, outcome: $outcome) {\n      id\n      subscription {\n        id\n        status\n        endsAt\n      }\n      payment {\n        id\n        status\n      }\n    }\n  }\n": typeof types.CompleteTestPaymentDocument,
    "\n  mutation CreateOrder($input: OrderInput!) {\n    createOrder(input: $input) {\n      subscriptionId\n      redirectUrl\n      message\n    }\n  }\n": typeof types.CreateOrderDocument,
    "\n  query HasPremium {\n    hasPremium\n    mySubscription {\n      id\n      status\n      endsAt\n      daysRemaining\n    }\n  }\n": typeof types.HasPremiumDocument,
    "\n  query MyOrder($id: ID!) {\n    myOrder(id: $id) {\n      id\n      subscription {\n        id\n        status\n        endsAt\n        daysRemaining\n      }\n      payment {\n        id\n        status\n        amount\n        currency\n        invoice {\n          id\n          number\n          pdfUrl\n        }\n      }\n      plan {\n        id\n        name\n        durationDays\n      }\n    }\n  }\n": typeof types.MyOrderDocument,
    "\n  query Plans {\n    plans {\n      id\n      name\n      amount\n      currency\n      durationDays\n    }\n  }\n": typeof types.PlansDocument,
    "\n  query PremiumTab {\n    paymentOptions {\n      payu\n      stripe\n      test\n    }\n    myPendingDiscount {\n      code\n      percent\n    }\n    captainProfile {\n      invoice {\n        ...CaptainInvoiceFields\n      }\n    }\n  }\n": typeof types.PremiumTabDocument,
    "\n  mutation RedeemDiscountCode($code: String!) {\n    redeemDiscountCode(code: $code) {\n      success\n      message\n    }\n  }\n": typeof types.RedeemDiscountCodeDocument,
    "\n  fragment SubscriptionHistoryFields on PremiumSubscription {\n    id\n    status\n    provider\n    startsAt\n    endsAt\n    createdAt\n    discountCode\n    plan {\n      id\n      name\n      durationDays\n    }\n    grants {\n      id\n      days\n      reason\n      createdAt\n    }\n  }\n": typeof types.SubscriptionHistoryFieldsFragmentDoc,
    "\n  query SubscriptionHistory {\n    mySubscriptions {\n      ...SubscriptionHistoryFields\n      payment {\n        id\n        status\n        amount\n        currency\n        discountPercent\n      }\n      invoice {\n        id\n        number\n        pdfUrl\n      }\n    }\n  }\n": typeof types.SubscriptionHistoryDocument,
    "\n  query TestPayment($id: ID!) {\n    testPayment(id: $id) {\n      id\n      subscriptionId\n      status\n      amount\n      currency\n      plan {\n        id\n        name\n        durationDays\n      }\n    }\n  }\n": typeof types.TestPaymentDocument,
    "\n  fragment CaptainInvoiceFields on CaptainInvoice {\n    invoiceType\n    firstName\n    lastName\n    companyName\n    nip\n    address\n    postalCode\n    city\n  }\n": typeof types.CaptainInvoiceFieldsFragmentDoc,
    "\n  fragment CaptainProfileFields on CaptainProfile {\n    firstName\n    lastName\n    email\n    phone\n    licenseType\n    licenseNumber\n    otherLicense\n    logoUrl\n    logoWidth\n    logoHeight\n    invoice {\n      ...CaptainInvoiceFields\n    }\n  }\n": typeof types.CaptainProfileFieldsFragmentDoc,
    "\n  query CaptainProfile {\n    captainProfile {\n      ...CaptainProfileFields\n    }\n  }\n": typeof types.CaptainProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateCaptainProfile($input: UpdateCaptainProfileInput!) {\n    updateCaptainProfile(input: $input) {\n      message\n      captainProfile {\n        ...CaptainProfileFields\n      }\n    }\n  }\n": typeof types.UpdateCaptainProfileDocument,
    "\n  query Company {\n    company {\n      name\n      address\n      nip\n      phone\n      email\n      bankAccount\n    }\n  }\n": typeof types.CompanyDocument,
    "\n  mutation MarkSeaVoyages($tripIds: [ID!]!, $seaVoyage: Boolean) {\n    markSeaVoyages(tripIds: $tripIds, seaVoyage: $seaVoyage)\n  }\n": typeof types.MarkSeaVoyagesDocument,
    "\n  query SeaTime($years: [Int!], $yacht: String, $status: [SeaTimeStatus!]) {\n    seaTime(years: $years, yacht: $yacht, status: $status) {\n      today\n      totals {\n        ...SeaTimeTotalsFields\n        largestYacht {\n          name\n          registrationNumber\n          hullLength\n        }\n      }\n      perYear {\n        year\n        totals {\n          ...SeaTimeTotalsFields\n        }\n      }\n      licences {\n        code\n        met\n        status\n        source\n        requirements {\n          key\n          done\n          required\n          missing\n          unit\n          met\n          status\n          tripIds\n          unmarkedTripIds\n          marks\n          params {\n            name\n            value\n          }\n        }\n      }\n      trips {\n        id\n        status\n        year\n        embarkationDate\n        disembarkationDate\n        days\n        yachtName\n        registrationNumber\n        embarkationPort\n        disembarkationPort\n        hoursUnderway\n        hoursSail\n        hoursEngine\n        hoursTidal\n        miles\n        marks {\n          seaVoyage\n          inCommand\n          nightHours\n          passagesOver60\n        }\n      }\n      availableYears\n      availableYachts {\n        registrationNumber\n        name\n        voyages\n      }\n    }\n  }\n\n  fragment SeaTimeTotalsFields on SeaTimeTotals {\n    voyages\n    days\n    hoursUnderway\n    hoursSail\n    hoursEngine\n    hoursTidal\n    hoursMoored\n    miles\n    tidalPorts\n  }\n": typeof types.SeaTimeDocument,
    "\n  mutation SetSeaTimeMarks($tripId: ID!, $input: SeaTimeMarksInput!) {\n    setSeaTimeMarks(tripId: $tripId, input: $input) {\n      tripId\n      message\n      marks {\n        seaVoyage\n        inCommand\n        nightHours\n        passagesOver60\n      }\n    }\n  }\n": typeof types.SetSeaTimeMarksDocument,
    "\n  query StaffPlans {\n    allPlans {\n      id\n      name\n      amount\n      currency\n      durationDays\n      active\n      sortOrder\n    }\n  }\n": typeof types.StaffPlansDocument,
    "\n  fragment CaptainAccountFields on CaptainAccount {\n    id\n    name\n    email\n    phone\n    createdAt\n    activeSubscription {\n      id\n      endsAt\n      provider\n    }\n  }\n": typeof types.CaptainAccountFieldsFragmentDoc,
    "\n  query StaffDeletedTrips {\n    deletedTrips {\n      ...TripSummaryFields\n      deletedAt\n      deletedBy {\n        id\n        name\n        role\n      }\n      owner {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.StaffDeletedTripsDocument,
    "\n  mutation StaffCreateDiscountCode($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.StaffCreateDiscountCodeDocument,
    "\n  mutation StaffDeactivateDiscountCode($id: ID!) {\n    deactivateDiscountCode(id: $id) {\n      id\n      active\n    }\n  }\n": typeof types.StaffDeactivateDiscountCodeDocument,
    "\n  query StaffDiscountCodes($search: String, $first: Int, $after: String) {\n    discountCodes(search: $search, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      nodes {\n        id\n        code\n        kind\n        value\n        maxUses\n        uses\n        expiresAt\n        active\n        createdAt\n        createdByName\n      }\n    }\n  }\n": typeof types.StaffDiscountCodesDocument,
    "\n  mutation StaffGrantPremium($email: String!, $days: Int!, $reason: String!) {\n    grantPremium(email: $email, days: $days, reason: $reason) {\n      id\n      endsAt\n      daysRemaining\n    }\n  }\n": typeof types.StaffGrantPremiumDocument,
    "\n  query StaffInvoices($search: String, $first: Int, $after: String) {\n    invoices(search: $search, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      nodes {\n        id\n        number\n        issuedAt\n        gross\n        net\n        vat\n        currency\n        paymentMethod\n        buyerName\n        captainName\n        captainEmail\n        pdfUrl\n      }\n    }\n  }\n": typeof types.StaffInvoicesDocument,
    "\n  mutation StaffCreatePlan($input: PlanInput!) {\n    createPlan(input: $input) {\n      id\n    }\n  }\n": typeof types.StaffCreatePlanDocument,
    "\n  mutation StaffUpdatePlan($id: ID!, $input: PlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      id\n      name\n      amount\n      durationDays\n      active\n      sortOrder\n    }\n  }\n": typeof types.StaffUpdatePlanDocument,
    "\n  mutation StaffSetPlanActive($id: ID!, $active: Boolean!) {\n    setPlanActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": typeof types.StaffSetPlanActiveDocument,
    "\n  mutation StaffRestoreTrip($id: ID!) {\n    restoreTrip(id: $id) {\n      message\n      trip {\n        id\n        deletedAt\n      }\n      fee {\n        id\n        amount\n        status\n      }\n    }\n  }\n": typeof types.StaffRestoreTripDocument,
    "\n  query StaffReversalFees {\n    reversalFees {\n      id\n      amount\n      currency\n      status\n      createdAt\n      tripId\n      captain {\n        id\n        name\n        email\n      }\n      staff {\n        id\n        name\n      }\n      trip {\n        id\n        yachtName\n        embarkationDate\n        disembarkationDate\n      }\n    }\n  }\n": typeof types.StaffReversalFeesDocument,
    "\n  mutation StaffSetReversalFeeStatus($id: ID!, $status: ReversalFeeStatus!) {\n    setReversalFeeStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.StaffSetReversalFeeStatusDocument,
    "\n  query StaffCaptain($id: ID!) {\n    staffCaptain(id: $id) {\n      ...CaptainAccountFields\n      activeSubscription {\n        daysRemaining\n      }\n      subscriptions {\n        ...SubscriptionHistoryFields\n        grants {\n          staffName\n        }\n      }\n      payments {\n        id\n        status\n        provider\n        providerStatus\n        amount\n        currency\n        discountPercent\n        planName\n        createdAt\n        paidAt\n        invoice {\n          id\n          number\n          pdfUrl\n        }\n      }\n      reversalFees {\n        id\n        amount\n        currency\n        status\n        createdAt\n        trip {\n          id\n          yachtName\n        }\n      }\n    }\n  }\n": typeof types.StaffCaptainDocument,
    "\n  query StaffCaptains($search: String, $first: Int, $after: String) {\n    staffCaptains(search: $search, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      nodes {\n        ...CaptainAccountFields\n      }\n    }\n  }\n": typeof types.StaffCaptainsDocument,
    "\n  mutation StudentLogin($input: LoginInput!) {\n    studentLogin(input: $input) {\n      ...StudentAuthPayloadFields\n    }\n  }\n": typeof types.StudentLoginDocument,
    "\n  mutation StudentLogout {\n    studentLogout {\n      success\n      message\n    }\n  }\n": typeof types.StudentLogoutDocument,
    "\n  query StudentMe {\n    studentMe {\n      ...SessionStudentFields\n    }\n  }\n": typeof types.StudentMeDocument,
    "\n  mutation StudentForgotPassword($input: ForgotPasswordInput!) {\n    studentForgotPassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.StudentForgotPasswordDocument,
    "\n  mutation StudentResetPassword($input: ResetPasswordInput!) {\n    studentResetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.StudentResetPasswordDocument,
    "\n  mutation StudentRegister($input: StudentRegisterInput!) {\n    studentRegister(input: $input) {\n      ...StudentAuthPayloadFields\n    }\n  }\n": typeof types.StudentRegisterDocument,
    "\n  fragment StudentCaptainFields on StudentCaptain {\n    id\n    firstName\n    lastName\n    email\n    phone\n    connectedAt\n  }\n": typeof types.StudentCaptainFieldsFragmentDoc,
    "\n  fragment StudentPlannedTripFields on StudentPlannedTrip {\n    id\n    name\n    description\n    startDate\n    endDate\n    embarkationPort\n    disembarkationPort\n    yachtName\n    yachtType\n    maxCrewMembers\n    isActive\n    spotsLeft\n    enrolmentStatus\n    canJoin\n    canLeave\n    myNotes\n    joinedAt\n    captain {\n      ...StudentCaptainFields\n    }\n  }\n": typeof types.StudentPlannedTripFieldsFragmentDoc,
    "\n  mutation StudentAcceptInvitation($code: String!) {\n    acceptInvitation(code: $code) {\n      ...StudentCaptainFields\n    }\n  }\n": typeof types.StudentAcceptInvitationDocument,
    "\n  mutation StudentDisconnectCaptain($id: ID!) {\n    disconnectCaptain(id: $id)\n  }\n": typeof types.StudentDisconnectCaptainDocument,
    "\n  mutation StudentJoinPlannedTrip($id: ID!, $notes: String) {\n    joinPlannedTrip(id: $id, notes: $notes) {\n      ...StudentPlannedTripFields\n    }\n  }\n": typeof types.StudentJoinPlannedTripDocument,
    "\n  mutation StudentLeavePlannedTrip($id: ID!) {\n    leavePlannedTrip(id: $id) {\n      ...StudentPlannedTripFields\n    }\n  }\n": typeof types.StudentLeavePlannedTripDocument,
    "\n  mutation StudentUpdateEnrolmentNotes($id: ID!, $notes: String!) {\n    updateEnrolmentNotes(id: $id, notes: $notes) {\n      ...StudentPlannedTripFields\n    }\n  }\n": typeof types.StudentUpdateEnrolmentNotesDocument,
    "\n  query StudentMyCaptains {\n    myCaptains {\n      ...StudentCaptainFields\n    }\n  }\n": typeof types.StudentMyCaptainsDocument,
    "\n  query StudentPlannedTrips {\n    studentPlannedTrips {\n      ...StudentPlannedTripFields\n    }\n  }\n": typeof types.StudentPlannedTripsDocument,
    "\n  query StudentPlannedTrip($id: ID!) {\n    studentPlannedTrip(id: $id) {\n      ...StudentPlannedTripFields\n    }\n  }\n": typeof types.StudentPlannedTripDocument,
    "\n  query StudentEnrolledTrips($status: EnrolmentStatus) {\n    enrolledTrips(status: $status) {\n      ...StudentPlannedTripFields\n    }\n  }\n": typeof types.StudentEnrolledTripsDocument,
    "\n  fragment SessionStudentFields on Student {\n    id\n    firstName\n    lastName\n    email\n    phone\n  }\n": typeof types.SessionStudentFieldsFragmentDoc,
    "\n  fragment StudentAuthPayloadFields on StudentAuthPayload {\n    message\n    token\n    student {\n      ...SessionStudentFields\n    }\n  }\n": typeof types.StudentAuthPayloadFieldsFragmentDoc,
    "\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteTripDocument,
    "\n  mutation SetTripStatus($id: ID!, $status: TripStatus!) {\n    setTripStatus(id: $id, status: $status) {\n      id\n      status\n      version\n      updatedAt\n    }\n  }\n": typeof types.SetTripStatusDocument,
    "\n  query TripDetail($id: ID!) {\n    trip(id: $id) {\n      ...TripFormFields\n      status\n      createdAt\n      updatedAt\n      cruiseDays\n      crewMembers {\n        roleText\n        licenseText\n      }\n    }\n  }\n": typeof types.TripDetailDocument,
    "\n  query TripHistory($tripId: ID!) {\n    tripHistory(tripId: $tripId) {\n      version\n      type\n      occurredAt\n      status\n      changedFields\n      changes {\n        field\n        before\n        after\n        added\n        removed\n        edited\n      }\n      actor {\n        id\n        name\n        role\n      }\n    }\n  }\n": typeof types.TripHistoryDocument,
    "\n  fragment TripSummaryFields on Trip {\n    id\n    yachtName\n    registrationNumber\n    embarkationPort\n    disembarkationPort\n    embarkationDate\n    disembarkationDate\n    captain {\n      firstName\n      lastName\n    }\n  }\n": typeof types.TripSummaryFieldsFragmentDoc,
    "\n  query TripsList($search: String, $sort: TripSort, $first: Int) {\n    trips(search: $search, sort: $sort, first: $first) {\n      totalCount\n      nodes {\n        ...TripSummaryFields\n        status\n        distance\n        createdAt\n      }\n    }\n  }\n": typeof types.TripsListDocument,
    "\n  mutation CreateTrip($input: TripInput!) {\n    createTrip(input: $input) {\n      ...TripFormFields\n    }\n  }\n": typeof types.CreateTripDocument,
    "\n  query TripForEdit($id: ID!) {\n    trip(id: $id) {\n      ...TripFormFields\n    }\n  }\n": typeof types.TripForEditDocument,
    "\n  fragment TripFormFields on Trip {\n    id\n    version\n    captain {\n      firstName\n      lastName\n      email\n      phone\n      licenseType\n      licenseNumber\n      otherLicense\n    }\n    yachtName\n    registrationNumber\n    homePort\n    hullLength\n    enginesCount\n    enginePower\n    embarkationPort\n    isEmbarkationTidalPort\n    disembarkationPort\n    isDisembarkationTidalPort\n    visitedPorts {\n      id\n      name\n      isTidalPort\n      arrivalDate\n      departureDate\n    }\n    distance\n    embarkationDate\n    disembarkationDate\n    sailingHours\n    engineHours\n    mooringHours\n    tidalPortsCount\n    tidalHours\n    logbookNumber\n    captainNotes\n    crewMembers {\n      id\n      fullName\n      email\n      phone\n      role\n      otherRole\n      licenseType\n      otherLicense\n      licenseNumber\n      captainOpinion\n      performance\n      seasickness\n      resistance\n      captainNotes\n    }\n  }\n": typeof types.TripFormFieldsFragmentDoc,
    "\n  mutation UpdateTrip($id: ID!, $input: TripInput!, $expectedVersion: Int) {\n    updateTrip(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...TripFormFields\n    }\n  }\n": typeof types.UpdateTripDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      description\n      events\n      active\n      createdAt\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      nodes {\n        id\n        event\n        status\n        attempts\n        lastResponseCode\n        lastError\n        createdAt\n        deliveredAt\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      id\n    }\n  }\n": typeof types.SendTestWebhookDocument,
    "\n  mutation CreateYacht($input: YachtInput!) {\n    createYacht(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateYachtDocument,
    "\n  mutation DeleteYacht($id: ID!) {\n    deleteYacht(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteYachtDocument,
    "\n  query SearchYachts($term: String!) {\n    searchYachts(term: $term) {\n      ...YachtFields\n    }\n  }\n": typeof types.SearchYachtsDocument,
    "\n  mutation UpdateYacht($id: ID!, $input: YachtInput!) {\n    updateYacht(id: $id, input: $input) {\n      ...YachtFields\n    }\n  }\n": typeof types.UpdateYachtDocument,
    "\n  fragment YachtFields on Yacht {\n    id\n    name\n    registrationNumber\n    homePort\n    hullLength\n    enginesCount\n    enginePower\n  }\n": typeof types.YachtFieldsFragmentDoc,
    "\n  query Yacht($id: ID!) {\n    yacht(id: $id) {\n      ...YachtFields\n    }\n  }\n": typeof types.YachtDocument,
    "\n  query Yachts($search: String) {\n    yachts(search: $search) {\n      ...YachtFields\n    }\n  }\n": typeof types.YachtsDocument,
};
const documents: Documents = {
    "\n  mutation ApolloErrorsTestSave {\n    deleteYacht(id: \"y1\") {\n      success\n    }\n  }\n": types.ApolloErrorsTestSaveDocument,
    "\n  query ApiTokens {\n    apiTokens(first: 100) {\n      totalCount\n      nodes {\n        id\n        name\n        scope\n        createdAt\n        lastUsedAt\n        expiresAt\n        revokedAt\n        active\n      }\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      message\n      apiToken {\n        id\n        name\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n      active\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    name\n    email\n    phone\n    role\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    message\n    token\n    hasPremium\n    user {\n      ...SessionUserFields\n    }\n  }\n": types.AuthPayloadFieldsFragmentDoc,
    "\n  query DashboardStats($years: [Int!]) {\n    seaTime(years: $years) {\n      totals {\n        voyages\n        hoursUnderway\n        miles\n      }\n    }\n  }\n": types.DashboardStatsDocument,
    "\n  fragment InvitationFields on Invitation {\n    id\n    code\n    description\n    expiresAt\n    usageLimit\n    usedCount\n    isActive\n    createdAt\n    state\n  }\n": types.InvitationFieldsFragmentDoc,
    "\n  mutation CreateInvitation($input: InvitationInput!) {\n    createInvitation(input: $input) {\n      ...InvitationFields\n    }\n  }\n": types.CreateInvitationDocument,
    "\n  mutation UpdateInvitation($id: ID!, $input: InvitationInput!) {\n    updateInvitation(id: $id, input: $input) {\n      ...InvitationFields\n    }\n  }\n": types.UpdateInvitationDocument,
    "\n  mutation DeleteInvitation($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n": types.DeleteInvitationDocument,
    "\n  query Invitations {\n    invitations {\n      ...InvitationFields\n    }\n  }\n": types.InvitationsDocument,
    "\n  query MyStudents {\n    myStudents {\n      id\n      firstName\n      lastName\n      email\n      phone\n      connectedAt\n      enrolments {\n        id\n        status\n        joinedAt\n        plannedTrip {\n          id\n          name\n          startDate\n          endDate\n        }\n      }\n    }\n  }\n": types.MyStudentsDocument,
    "\n  mutation DisconnectStudent($id: ID!) {\n    disconnectStudent(id: $id)\n  }\n": types.DisconnectStudentDocument,
    "\n  fragment PlannedTripFields on PlannedTrip {\n    id\n    name\n    description\n    startDate\n    endDate\n    embarkationPort\n    disembarkationPort\n    yachtId\n    yachtName\n    yachtType\n    maxCrewMembers\n    isActive\n    createdAt\n    acceptedCount\n    pendingCount\n    spotsLeft\n  }\n": types.PlannedTripFieldsFragmentDoc,
    "\n  fragment EnrolmentFields on Enrolment {\n    id\n    status\n    studentNotes\n    captainNotes\n    joinedAt\n    rejoinAllowed\n    student {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n    history {\n      at\n      fromStatus\n      toStatus\n      byRole\n      byName\n      note\n    }\n  }\n": types.EnrolmentFieldsFragmentDoc,
    "\n  mutation CreatePlannedTrip($input: PlannedTripInput!) {\n    createPlannedTrip(input: $input) {\n      ...PlannedTripFields\n    }\n  }\n": types.CreatePlannedTripDocument,
    "\n  mutation UpdatePlannedTrip($id: ID!, $input: PlannedTripInput!) {\n    updatePlannedTrip(id: $id, input: $input) {\n      ...PlannedTripFields\n    }\n  }\n": types.UpdatePlannedTripDocument,
    "\n  mutation DeletePlannedTrip($id: ID!) {\n    deletePlannedTrip(id: $id)\n  }\n": types.DeletePlannedTripDocument,
    "\n  mutation DecideEnrolment($id: ID!, $input: DecideEnrolmentInput!) {\n    decideEnrolment(id: $id, input: $input) {\n      ...EnrolmentFields\n    }\n  }\n": types.DecideEnrolmentDocument,
    "\n  query PlannedTrips {\n    plannedTrips {\n      ...PlannedTripFields\n    }\n  }\n": types.PlannedTripsDocument,
    "\n  query PlannedTrip($id: ID!) {\n    plannedTrip(id: $id) {\n      ...PlannedTripFields\n      enrolments {\n        ...EnrolmentFields\n      }\n    }\n  }\n": types.PlannedTripDocument,
    "\n  query PlannedTripLogDraft($id: ID!) {\n    plannedTripLogDraft(id: $id) {\n      embarkationDate\n      disembarkationDate\n      embarkationPort\n      disembarkationPort\n      yachtName\n      yachtType\n      yachtId\n      crewMembers {\n        firstName\n        lastName\n        email\n        phone\n      }\n    }\n  }\n": types.PlannedTripLogDraftDocument,
    "\n  mutation CompleteTestPayment($id: ID!, $outcome: TestPaymentOutcome!) {\n    completeTestPayment(id: $id, outcome: $outcome) {\n      id\n      subscription {\n        id\n        status\n        endsAt\n      }\n      payment {\n        id\n        status\n      }\n    }\n  }\n": types.CompleteTestPaymentDocument,
    "\n  mutation CreateOrder($input: OrderInput!) {\n    createOrder(input: $input) {\n      subscriptionId\n      redirectUrl\n      message\n    }\n  }\n": types.CreateOrderDocument,
    "\n  query HasPremium {\n    hasPremium\n    mySubscription {\n      id\n      status\n      endsAt\n      daysRemaining\n    }\n  }\n": types.HasPremiumDocument,
    "\n  query MyOrder($id: ID!) {\n    myOrder(id: $id) {\n      id\n      subscription {\n        id\n        status\n        endsAt\n        daysRemaining\n      }\n      payment {\n        id\n        status\n        amount\n        currency\n        invoice {\n          id\n          number\n          pdfUrl\n        }\n      }\n      plan {\n        id\n        name\n        durationDays\n      }\n    }\n  }\n": types.MyOrderDocument,
    "\n  query Plans {\n    plans {\n      id\n      name\n      amount\n      currency\n      durationDays\n    }\n  }\n": types.PlansDocument,
    "\n  query PremiumTab {\n    paymentOptions {\n      payu\n      stripe\n      test\n    }\n    myPendingDiscount {\n      code\n      percent\n    }\n    captainProfile {\n      invoice {\n        ...CaptainInvoiceFields\n      }\n    }\n  }\n": types.PremiumTabDocument,
    "\n  mutation RedeemDiscountCode($code: String!) {\n    redeemDiscountCode(code: $code) {\n      success\n      message\n    }\n  }\n": types.RedeemDiscountCodeDocument,
    "\n  fragment SubscriptionHistoryFields on PremiumSubscription {\n    id\n    status\n    provider\n    startsAt\n    endsAt\n    createdAt\n    discountCode\n    plan {\n      id\n      name\n      durationDays\n    }\n    grants {\n      id\n      days\n      reason\n      createdAt\n    }\n  }\n": types.SubscriptionHistoryFieldsFragmentDoc,
    "\n  query SubscriptionHistory {\n    mySubscriptions {\n      ...SubscriptionHistoryFields\n      payment {\n        id\n        status\n        amount\n        currency\n        discountPercent\n      }\n      invoice {\n        id\n        number\n        pdfUrl\n      }\n    }\n  }\n": types.SubscriptionHistoryDocument,
    "\n  query TestPayment($id: ID!) {\n    testPayment(id: $id) {\n      id\n      subscriptionId\n      status\n      amount\n      currency\n      plan {\n        id\n        name\n        durationDays\n      }\n    }\n  }\n": types.TestPaymentDocument,
    "\n  fragment CaptainInvoiceFields on CaptainInvoice {\n    invoiceType\n    firstName\n    lastName\n    companyName\n    nip\n    address\n    postalCode\n    city\n  }\n": types.CaptainInvoiceFieldsFragmentDoc,
    "\n  fragment CaptainProfileFields on CaptainProfile {\n    firstName\n    lastName\n    email\n    phone\n    licenseType\n    licenseNumber\n    otherLicense\n    logoUrl\n    logoWidth\n    logoHeight\n    invoice {\n      ...CaptainInvoiceFields\n    }\n  }\n": types.CaptainProfileFieldsFragmentDoc,
    "\n  query CaptainProfile {\n    captainProfile {\n      ...CaptainProfileFields\n    }\n  }\n": types.CaptainProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateCaptainProfile($input: UpdateCaptainProfileInput!) {\n    updateCaptainProfile(input: $input) {\n      message\n      captainProfile {\n        ...CaptainProfileFields\n      }\n    }\n  }\n": types.UpdateCaptainProfileDocument,
    "\n  query Company {\n    company {\n      name\n      address\n      nip\n      phone\n      email\n      bankAccount\n    }\n  }\n": types.CompanyDocument,
    "\n  mutation MarkSeaVoyages($tripIds: [ID!]!, $seaVoyage: Boolean) {\n    markSeaVoyages(tripIds: $tripIds, seaVoyage: $seaVoyage)\n  }\n": types.MarkSeaVoyagesDocument,
    "\n  query SeaTime($years: [Int!], $yacht: String, $status: [SeaTimeStatus!]) {\n    seaTime(years: $years, yacht: $yacht, status: $status) {\n      today\n      totals {\n        ...SeaTimeTotalsFields\n        largestYacht {\n          name\n          registrationNumber\n          hullLength\n        }\n      }\n      perYear {\n        year\n        totals {\n          ...SeaTimeTotalsFields\n        }\n      }\n      licences {\n        code\n        met\n        status\n        source\n        requirements {\n          key\n          done\n          required\n          missing\n          unit\n          met\n          status\n          tripIds\n          unmarkedTripIds\n          marks\n          params {\n            name\n            value\n          }\n        }\n      }\n      trips {\n        id\n        status\n        year\n        embarkationDate\n        disembarkationDate\n        days\n        yachtName\n        registrationNumber\n        embarkationPort\n        disembarkationPort\n        hoursUnderway\n        hoursSail\n        hoursEngine\n        hoursTidal\n        miles\n        marks {\n          seaVoyage\n          inCommand\n          nightHours\n          passagesOver60\n        }\n      }\n      availableYears\n      availableYachts {\n        registrationNumber\n        name\n        voyages\n      }\n    }\n  }\n\n  fragment SeaTimeTotalsFields on SeaTimeTotals {\n    voyages\n    days\n    hoursUnderway\n    hoursSail\n    hoursEngine\n    hoursTidal\n    hoursMoored\n    miles\n    tidalPorts\n  }\n": types.SeaTimeDocument,
    "\n  mutation SetSeaTimeMarks($tripId: ID!, $input: SeaTimeMarksInput!) {\n    setSeaTimeMarks(tripId: $tripId, input: $input) {\n      tripId\n      message\n      marks {\n        seaVoyage\n        inCommand\n        nightHours\n        passagesOver60\n      }\n    }\n  }\n": types.SetSeaTimeMarksDocument,
    "\n  query StaffPlans {\n    allPlans {\n      id\n      name\n      amount\n      currency\n      durationDays\n      active\n      sortOrder\n    }\n  }\n": types.StaffPlansDocument,
    "\n  fragment CaptainAccountFields on CaptainAccount {\n    id\n    name\n    email\n    phone\n    createdAt\n    activeSubscription {\n      id\n      endsAt\n      provider\n    }\n  }\n": types.CaptainAccountFieldsFragmentDoc,
    "\n  query StaffDeletedTrips {\n    deletedTrips {\n      ...TripSummaryFields\n      deletedAt\n      deletedBy {\n        id\n        name\n        role\n      }\n      owner {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.StaffDeletedTripsDocument,
    "\n  mutation StaffCreateDiscountCode($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      id\n      code\n    }\n  }\n": types.StaffCreateDiscountCodeDocument,
    "\n  mutation StaffDeactivateDiscountCode($id: ID!) {\n    deactivateDiscountCode(id: $id) {\n      id\n      active\n    }\n  }\n": types.StaffDeactivateDiscountCodeDocument,
    "\n  query StaffDiscountCodes($search: String, $first: Int, $after: String) {\n    discountCodes(search: $search, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      nodes {\n        id\n        code\n        kind\n        value\n        maxUses\n        uses\n        expiresAt\n        active\n        createdAt\n        createdByName\n      }\n    }\n  }\n": types.StaffDiscountCodesDocument,
    "\n  mutation StaffGrantPremium($email: String!, $days: Int!, $reason: String!) {\n    grantPremium(email: $email, days: $days, reason: $reason) {\n      id\n      endsAt\n      daysRemaining\n    }\n  }\n": types.StaffGrantPremiumDocument,
    "\n  query StaffInvoices($search: String, $first: Int, $after: String) {\n    invoices(search: $search, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      nodes {\n        id\n        number\n        issuedAt\n        gross\n        net\n        vat\n        currency\n        paymentMethod\n        buyerName\n        captainName\n        captainEmail\n        pdfUrl\n      }\n    }\n  }\n": types.StaffInvoicesDocument,
    "\n  mutation StaffCreatePlan($input: PlanInput!) {\n    createPlan(input: $input) {\n      id\n    }\n  }\n": types.StaffCreatePlanDocument,
    "\n  mutation StaffUpdatePlan($id: ID!, $input: PlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      id\n      name\n      amount\n      durationDays\n      active\n      sortOrder\n    }\n  }\n": types.StaffUpdatePlanDocument,
    "\n  mutation StaffSetPlanActive($id: ID!, $active: Boolean!) {\n    setPlanActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": types.StaffSetPlanActiveDocument,
    "\n  mutation StaffRestoreTrip($id: ID!) {\n    restoreTrip(id: $id) {\n      message\n      trip {\n        id\n        deletedAt\n      }\n      fee {\n        id\n        amount\n        status\n      }\n    }\n  }\n": types.StaffRestoreTripDocument,
    "\n  query StaffReversalFees {\n    reversalFees {\n      id\n      amount\n      currency\n      status\n      createdAt\n      tripId\n      captain {\n        id\n        name\n        email\n      }\n      staff {\n        id\n        name\n      }\n      trip {\n        id\n        yachtName\n        embarkationDate\n        disembarkationDate\n      }\n    }\n  }\n": types.StaffReversalFeesDocument,
    "\n  mutation StaffSetReversalFeeStatus($id: ID!, $status: ReversalFeeStatus!) {\n    setReversalFeeStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.StaffSetReversalFeeStatusDocument,
    "\n  query StaffCaptain($id: ID!) {\n    staffCaptain(id: $id) {\n      ...CaptainAccountFields\n      activeSubscription {\n        daysRemaining\n      }\n      subscriptions {\n        ...SubscriptionHistoryFields\n        grants {\n          staffName\n        }\n      }\n      payments {\n        id\n        status\n        provider\n        providerStatus\n        amount\n        currency\n        discountPercent\n        planName\n        createdAt\n        paidAt\n        invoice {\n          id\n          number\n          pdfUrl\n        }\n      }\n      reversalFees {\n        id\n        amount\n        currency\n        status\n        createdAt\n        trip {\n          id\n          yachtName\n        }\n      }\n    }\n  }\n": types.StaffCaptainDocument,
    "\n  query StaffCaptains($search: String, $first: Int, $after: String) {\n    staffCaptains(search: $search, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      nodes {\n        ...CaptainAccountFields\n      }\n    }\n  }\n": types.StaffCaptainsDocument,
    "\n  mutation StudentLogin($input: LoginInput!) {\n    studentLogin(input: $input) {\n      ...StudentAuthPayloadFields\n    }\n  }\n": types.StudentLoginDocument,
    "\n  mutation StudentLogout {\n    studentLogout {\n      success\n      message\n    }\n  }\n": types.StudentLogoutDocument,
    "\n  query StudentMe {\n    studentMe {\n      ...SessionStudentFields\n    }\n  }\n": types.StudentMeDocument,
    "\n  mutation StudentForgotPassword($input: ForgotPasswordInput!) {\n    studentForgotPassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.StudentForgotPasswordDocument,
    "\n  mutation StudentResetPassword($input: ResetPasswordInput!) {\n    studentResetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.StudentResetPasswordDocument,
    "\n  mutation StudentRegister($input: StudentRegisterInput!) {\n    studentRegister(input: $input) {\n      ...StudentAuthPayloadFields\n    }\n  }\n": types.StudentRegisterDocument,
    "\n  fragment StudentCaptainFields on StudentCaptain {\n    id\n    firstName\n    lastName\n    email\n    phone\n    connectedAt\n  }\n": types.StudentCaptainFieldsFragmentDoc,
    "\n  fragment StudentPlannedTripFields on StudentPlannedTrip {\n    id\n    name\n    description\n    startDate\n    endDate\n    embarkationPort\n    disembarkationPort\n    yachtName\n    yachtType\n    maxCrewMembers\n    isActive\n    spotsLeft\n    enrolmentStatus\n    canJoin\n    canLeave\n    myNotes\n    joinedAt\n    captain {\n      ...StudentCaptainFields\n    }\n  }\n": types.StudentPlannedTripFieldsFragmentDoc,
    "\n  mutation StudentAcceptInvitation($code: String!) {\n    acceptInvitation(code: $code) {\n      ...StudentCaptainFields\n    }\n  }\n": types.StudentAcceptInvitationDocument,
    "\n  mutation StudentDisconnectCaptain($id: ID!) {\n    disconnectCaptain(id: $id)\n  }\n": types.StudentDisconnectCaptainDocument,
    "\n  mutation StudentJoinPlannedTrip($id: ID!, $notes: String) {\n    joinPlannedTrip(id: $id, notes: $notes) {\n      ...StudentPlannedTripFields\n    }\n  }\n": types.StudentJoinPlannedTripDocument,
    "\n  mutation StudentLeavePlannedTrip($id: ID!) {\n    leavePlannedTrip(id: $id) {\n      ...StudentPlannedTripFields\n    }\n  }\n": types.StudentLeavePlannedTripDocument,
    "\n  mutation StudentUpdateEnrolmentNotes($id: ID!, $notes: String!) {\n    updateEnrolmentNotes(id: $id, notes: $notes) {\n      ...StudentPlannedTripFields\n    }\n  }\n": types.StudentUpdateEnrolmentNotesDocument,
    "\n  query StudentMyCaptains {\n    myCaptains {\n      ...StudentCaptainFields\n    }\n  }\n": types.StudentMyCaptainsDocument,
    "\n  query StudentPlannedTrips {\n    studentPlannedTrips {\n      ...StudentPlannedTripFields\n    }\n  }\n": types.StudentPlannedTripsDocument,
    "\n  query StudentPlannedTrip($id: ID!) {\n    studentPlannedTrip(id: $id) {\n      ...StudentPlannedTripFields\n    }\n  }\n": types.StudentPlannedTripDocument,
    "\n  query StudentEnrolledTrips($status: EnrolmentStatus) {\n    enrolledTrips(status: $status) {\n      ...StudentPlannedTripFields\n    }\n  }\n": types.StudentEnrolledTripsDocument,
    "\n  fragment SessionStudentFields on Student {\n    id\n    firstName\n    lastName\n    email\n    phone\n  }\n": types.SessionStudentFieldsFragmentDoc,
    "\n  fragment StudentAuthPayloadFields on StudentAuthPayload {\n    message\n    token\n    student {\n      ...SessionStudentFields\n    }\n  }\n": types.StudentAuthPayloadFieldsFragmentDoc,
    "\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteTripDocument,
    "\n  mutation SetTripStatus($id: ID!, $status: TripStatus!) {\n    setTripStatus(id: $id, status: $status) {\n      id\n      status\n      version\n      updatedAt\n    }\n  }\n": types.SetTripStatusDocument,
    "\n  query TripDetail($id: ID!) {\n    trip(id: $id) {\n      ...TripFormFields\n      status\n      createdAt\n      updatedAt\n      cruiseDays\n      crewMembers {\n        roleText\n        licenseText\n      }\n    }\n  }\n": types.TripDetailDocument,
    "\n  query TripHistory($tripId: ID!) {\n    tripHistory(tripId: $tripId) {\n      version\n      type\n      occurredAt\n      status\n      changedFields\n      changes {\n        field\n        before\n        after\n        added\n        removed\n        edited\n      }\n      actor {\n        id\n        name\n        role\n      }\n    }\n  }\n": types.TripHistoryDocument,
    "\n  fragment TripSummaryFields on Trip {\n    id\n    yachtName\n    registrationNumber\n    embarkationPort\n    disembarkationPort\n    embarkationDate\n    disembarkationDate\n    captain {\n      firstName\n      lastName\n    }\n  }\n": types.TripSummaryFieldsFragmentDoc,
    "\n  query TripsList($search: String, $sort: TripSort, $first: Int) {\n    trips(search: $search, sort: $sort, first: $first) {\n      totalCount\n      nodes {\n        ...TripSummaryFields\n        status\n        distance\n        createdAt\n      }\n    }\n  }\n": types.TripsListDocument,
    "\n  mutation CreateTrip($input: TripInput!) {\n    createTrip(input: $input) {\n      ...TripFormFields\n    }\n  }\n": types.CreateTripDocument,
    "\n  query TripForEdit($id: ID!) {\n    trip(id: $id) {\n      ...TripFormFields\n    }\n  }\n": types.TripForEditDocument,
    "\n  fragment TripFormFields on Trip {\n    id\n    version\n    captain {\n      firstName\n      lastName\n      email\n      phone\n      licenseType\n      licenseNumber\n      otherLicense\n    }\n    yachtName\n    registrationNumber\n    homePort\n    hullLength\n    enginesCount\n    enginePower\n    embarkationPort\n    isEmbarkationTidalPort\n    disembarkationPort\n    isDisembarkationTidalPort\n    visitedPorts {\n      id\n      name\n      isTidalPort\n      arrivalDate\n      departureDate\n    }\n    distance\n    embarkationDate\n    disembarkationDate\n    sailingHours\n    engineHours\n    mooringHours\n    tidalPortsCount\n    tidalHours\n    logbookNumber\n    captainNotes\n    crewMembers {\n      id\n      fullName\n      email\n      phone\n      role\n      otherRole\n      licenseType\n      otherLicense\n      licenseNumber\n      captainOpinion\n      performance\n      seasickness\n      resistance\n      captainNotes\n    }\n  }\n": types.TripFormFieldsFragmentDoc,
    "\n  mutation UpdateTrip($id: ID!, $input: TripInput!, $expectedVersion: Int) {\n    updateTrip(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...TripFormFields\n    }\n  }\n": types.UpdateTripDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      description\n      events\n      active\n      createdAt\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      nodes {\n        id\n        event\n        status\n        attempts\n        lastResponseCode\n        lastError\n        createdAt\n        deliveredAt\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      id\n    }\n  }\n": types.SendTestWebhookDocument,
    "\n  mutation CreateYacht($input: YachtInput!) {\n    createYacht(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateYachtDocument,
    "\n  mutation DeleteYacht($id: ID!) {\n    deleteYacht(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteYachtDocument,
    "\n  query SearchYachts($term: String!) {\n    searchYachts(term: $term) {\n      ...YachtFields\n    }\n  }\n": types.SearchYachtsDocument,
    "\n  mutation UpdateYacht($id: ID!, $input: YachtInput!) {\n    updateYacht(id: $id, input: $input) {\n      ...YachtFields\n    }\n  }\n": types.UpdateYachtDocument,
    "\n  fragment YachtFields on Yacht {\n    id\n    name\n    registrationNumber\n    homePort\n    hullLength\n    enginesCount\n    enginePower\n  }\n": types.YachtFieldsFragmentDoc,
    "\n  query Yacht($id: ID!) {\n    yacht(id: $id) {\n      ...YachtFields\n    }\n  }\n": types.YachtDocument,
    "\n  query Yachts($search: String) {\n    yachts(search: $search) {\n      ...YachtFields\n    }\n  }\n": types.YachtsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApolloErrorsTestSave {\n    deleteYacht(id: \"y1\") {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation ApolloErrorsTestSave {\n    deleteYacht(id: \"y1\") {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens(first: 100) {\n      totalCount\n      nodes {\n        id\n        name\n        scope\n        createdAt\n        lastUsedAt\n        expiresAt\n        revokedAt\n        active\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens(first: 100) {\n      totalCount\n      nodes {\n        id\n        name\n        scope\n        createdAt\n        lastUsedAt\n        expiresAt\n        revokedAt\n        active\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      message\n      apiToken {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      message\n      apiToken {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    name\n    email\n    phone\n    role\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    name\n    email\n    phone\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthPayloadFields on AuthPayload {\n    message\n    token\n    hasPremium\n    user {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  fragment AuthPayloadFields on AuthPayload {\n    message\n    token\n    hasPremium\n    user {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardStats($years: [Int!]) {\n    seaTime(years: $years) {\n      totals {\n        voyages\n        hoursUnderway\n        miles\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardStats($years: [Int!]) {\n    seaTime(years: $years) {\n      totals {\n        voyages\n        hoursUnderway\n        miles\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvitationFields on Invitation {\n    id\n    code\n    description\n    expiresAt\n    usageLimit\n    usedCount\n    isActive\n    createdAt\n    state\n  }\n"): (typeof documents)["\n  fragment InvitationFields on Invitation {\n    id\n    code\n    description\n    expiresAt\n    usageLimit\n    usedCount\n    isActive\n    createdAt\n    state\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInvitation($input: InvitationInput!) {\n    createInvitation(input: $input) {\n      ...InvitationFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInvitation($input: InvitationInput!) {\n    createInvitation(input: $input) {\n      ...InvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInvitation($id: ID!, $input: InvitationInput!) {\n    updateInvitation(id: $id, input: $input) {\n      ...InvitationFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInvitation($id: ID!, $input: InvitationInput!) {\n    updateInvitation(id: $id, input: $input) {\n      ...InvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInvitation($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteInvitation($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invitations {\n    invitations {\n      ...InvitationFields\n    }\n  }\n"): (typeof documents)["\n  query Invitations {\n    invitations {\n      ...InvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStudents {\n    myStudents {\n      id\n      firstName\n      lastName\n      email\n      phone\n      connectedAt\n      enrolments {\n        id\n        status\n        joinedAt\n        plannedTrip {\n          id\n          name\n          startDate\n          endDate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyStudents {\n    myStudents {\n      id\n      firstName\n      lastName\n      email\n      phone\n      connectedAt\n      enrolments {\n        id\n        status\n        joinedAt\n        plannedTrip {\n          id\n          name\n          startDate\n          endDate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisconnectStudent($id: ID!) {\n    disconnectStudent(id: $id)\n  }\n"): (typeof documents)["\n  mutation DisconnectStudent($id: ID!) {\n    disconnectStudent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlannedTripFields on PlannedTrip {\n    id\n    name\n    description\n    startDate\n    endDate\n    embarkationPort\n    disembarkationPort\n    yachtId\n    yachtName\n    yachtType\n    maxCrewMembers\n    isActive\n    createdAt\n    acceptedCount\n    pendingCount\n    spotsLeft\n  }\n"): (typeof documents)["\n  fragment PlannedTripFields on PlannedTrip {\n    id\n    name\n    description\n    startDate\n    endDate\n    embarkationPort\n    disembarkationPort\n    yachtId\n    yachtName\n    yachtType\n    maxCrewMembers\n    isActive\n    createdAt\n    acceptedCount\n    pendingCount\n    spotsLeft\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EnrolmentFields on Enrolment {\n    id\n    status\n    studentNotes\n    captainNotes\n    joinedAt\n    rejoinAllowed\n    student {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n    history {\n      at\n      fromStatus\n      toStatus\n      byRole\n      byName\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment EnrolmentFields on Enrolment {\n    id\n    status\n    studentNotes\n    captainNotes\n    joinedAt\n    rejoinAllowed\n    student {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n    history {\n      at\n      fromStatus\n      toStatus\n      byRole\n      byName\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlannedTrip($input: PlannedTripInput!) {\n    createPlannedTrip(input: $input) {\n      ...PlannedTripFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlannedTrip($input: PlannedTripInput!) {\n    createPlannedTrip(input: $input) {\n      ...PlannedTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlannedTrip($id: ID!, $input: PlannedTripInput!) {\n    updatePlannedTrip(id: $id, input: $input) {\n      ...PlannedTripFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlannedTrip($id: ID!, $input: PlannedTripInput!) {\n    updatePlannedTrip(id: $id, input: $input) {\n      ...PlannedTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlannedTrip($id: ID!) {\n    deletePlannedTrip(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePlannedTrip($id: ID!) {\n    deletePlannedTrip(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideEnrolment($id: ID!, $input: DecideEnrolmentInput!) {\n    decideEnrolment(id: $id, input: $input) {\n      ...EnrolmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation DecideEnrolment($id: ID!, $input: DecideEnrolmentInput!) {\n    decideEnrolment(id: $id, input: $input) {\n      ...EnrolmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannedTrips {\n    plannedTrips {\n      ...PlannedTripFields\n    }\n  }\n"): (typeof documents)["\n  query PlannedTrips {\n    plannedTrips {\n      ...PlannedTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannedTrip($id: ID!) {\n    plannedTrip(id: $id) {\n      ...PlannedTripFields\n      enrolments {\n        ...EnrolmentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlannedTrip($id: ID!) {\n    plannedTrip(id: $id) {\n      ...PlannedTripFields\n      enrolments {\n        ...EnrolmentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannedTripLogDraft($id: ID!) {\n    plannedTripLogDraft(id: $id) {\n      embarkationDate\n      disembarkationDate\n      embarkationPort\n      disembarkationPort\n      yachtName\n      yachtType\n      yachtId\n      crewMembers {\n        firstName\n        lastName\n        email\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlannedTripLogDraft($id: ID!) {\n    plannedTripLogDraft(id: $id) {\n      embarkationDate\n      disembarkationDate\n      embarkationPort\n      disembarkationPort\n      yachtName\n      yachtType\n      yachtId\n      crewMembers {\n        firstName\n        lastName\n        email\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTestPayment($id: ID!, $outcome: TestPaymentOutcome!) {\n    completeTestPayment(id: $id, outcome: $outcome) {\n      id\n      subscription {\n        id\n        status\n        endsAt\n      }\n      payment {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteTestPayment($id: ID!, $outcome: TestPaymentOutcome!) {\n    completeTestPayment(id: $id, outcome: $outcome) {\n      id\n      subscription {\n        id\n        status\n        endsAt\n      }\n      payment {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrder($input: OrderInput!) {\n    createOrder(input: $input) {\n      subscriptionId\n      redirectUrl\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrder($input: OrderInput!) {\n    createOrder(input: $input) {\n      subscriptionId\n      redirectUrl\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HasPremium {\n    hasPremium\n    mySubscription {\n      id\n      status\n      endsAt\n      daysRemaining\n    }\n  }\n"): (typeof documents)["\n  query HasPremium {\n    hasPremium\n    mySubscription {\n      id\n      status\n      endsAt\n      daysRemaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrder($id: ID!) {\n    myOrder(id: $id) {\n      id\n      subscription {\n        id\n        status\n        endsAt\n        daysRemaining\n      }\n      payment {\n        id\n        status\n        amount\n        currency\n        invoice {\n          id\n          number\n          pdfUrl\n        }\n      }\n      plan {\n        id\n        name\n        durationDays\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrder($id: ID!) {\n    myOrder(id: $id) {\n      id\n      subscription {\n        id\n        status\n        endsAt\n        daysRemaining\n      }\n      payment {\n        id\n        status\n        amount\n        currency\n        invoice {\n          id\n          number\n          pdfUrl\n        }\n      }\n      plan {\n        id\n        name\n        durationDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Plans {\n    plans {\n      id\n      name\n      amount\n      currency\n      durationDays\n    }\n  }\n"): (typeof documents)["\n  query Plans {\n    plans {\n      id\n      name\n      amount\n      currency\n      durationDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PremiumTab {\n    paymentOptions {\n      payu\n      stripe\n      test\n    }\n    myPendingDiscount {\n      code\n      percent\n    }\n    captainProfile {\n      invoice {\n        ...CaptainInvoiceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PremiumTab {\n    paymentOptions {\n      payu\n      stripe\n      test\n    }\n    myPendingDiscount {\n      code\n      percent\n    }\n    captainProfile {\n      invoice {\n        ...CaptainInvoiceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemDiscountCode($code: String!) {\n    redeemDiscountCode(code: $code) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RedeemDiscountCode($code: String!) {\n    redeemDiscountCode(code: $code) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionHistoryFields on PremiumSubscription {\n    id\n    status\n    provider\n    startsAt\n    endsAt\n    createdAt\n    discountCode\n    plan {\n      id\n      name\n      durationDays\n    }\n    grants {\n      id\n      days\n      reason\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment SubscriptionHistoryFields on PremiumSubscription {\n    id\n    status\n    provider\n    startsAt\n    endsAt\n    createdAt\n    discountCode\n    plan {\n      id\n      name\n      durationDays\n    }\n    grants {\n      id\n      days\n      reason\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionHistory {\n    mySubscriptions {\n      ...SubscriptionHistoryFields\n      payment {\n        id\n        status\n        amount\n        currency\n        discountPercent\n      }\n      invoice {\n        id\n        number\n        pdfUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionHistory {\n    mySubscriptions {\n      ...SubscriptionHistoryFields\n      payment {\n        id\n        status\n        amount\n        currency\n        discountPercent\n      }\n      invoice {\n        id\n        number\n        pdfUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPayment($id: ID!) {\n    testPayment(id: $id) {\n      id\n      subscriptionId\n      status\n      amount\n      currency\n      plan {\n        id\n        name\n        durationDays\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestPayment($id: ID!) {\n    testPayment(id: $id) {\n      id\n      subscriptionId\n      status\n      amount\n      currency\n      plan {\n        id\n        name\n        durationDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaptainInvoiceFields on CaptainInvoice {\n    invoiceType\n    firstName\n    lastName\n    companyName\n    nip\n    address\n    postalCode\n    city\n  }\n"): (typeof documents)["\n  fragment CaptainInvoiceFields on CaptainInvoice {\n    invoiceType\n    firstName\n    lastName\n    companyName\n    nip\n    address\n    postalCode\n    city\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaptainProfileFields on CaptainProfile {\n    firstName\n    lastName\n    email\n    phone\n    licenseType\n    licenseNumber\n    otherLicense\n    logoUrl\n    logoWidth\n    logoHeight\n    invoice {\n      ...CaptainInvoiceFields\n    }\n  }\n"): (typeof documents)["\n  fragment CaptainProfileFields on CaptainProfile {\n    firstName\n    lastName\n    email\n    phone\n    licenseType\n    licenseNumber\n    otherLicense\n    logoUrl\n    logoWidth\n    logoHeight\n    invoice {\n      ...CaptainInvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaptainProfile {\n    captainProfile {\n      ...CaptainProfileFields\n    }\n  }\n"): (typeof documents)["\n  query CaptainProfile {\n    captainProfile {\n      ...CaptainProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCaptainProfile($input: UpdateCaptainProfileInput!) {\n    updateCaptainProfile(input: $input) {\n      message\n      captainProfile {\n        ...CaptainProfileFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCaptainProfile($input: UpdateCaptainProfileInput!) {\n    updateCaptainProfile(input: $input) {\n      message\n      captainProfile {\n        ...CaptainProfileFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Company {\n    company {\n      name\n      address\n      nip\n      phone\n      email\n      bankAccount\n    }\n  }\n"): (typeof documents)["\n  query Company {\n    company {\n      name\n      address\n      nip\n      phone\n      email\n      bankAccount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkSeaVoyages($tripIds: [ID!]!, $seaVoyage: Boolean) {\n    markSeaVoyages(tripIds: $tripIds, seaVoyage: $seaVoyage)\n  }\n"): (typeof documents)["\n  mutation MarkSeaVoyages($tripIds: [ID!]!, $seaVoyage: Boolean) {\n    markSeaVoyages(tripIds: $tripIds, seaVoyage: $seaVoyage)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeaTime($years: [Int!], $yacht: String, $status: [SeaTimeStatus!]) {\n    seaTime(years: $years, yacht: $yacht, status: $status) {\n      today\n      totals {\n        ...SeaTimeTotalsFields\n        largestYacht {\n          name\n          registrationNumber\n          hullLength\n        }\n      }\n      perYear {\n        year\n        totals {\n          ...SeaTimeTotalsFields\n        }\n      }\n      licences {\n        code\n        met\n        status\n        source\n        requirements {\n          key\n          done\n          required\n          missing\n          unit\n          met\n          status\n          tripIds\n          unmarkedTripIds\n          marks\n          params {\n            name\n            value\n          }\n        }\n      }\n      trips {\n        id\n        status\n        year\n        embarkationDate\n        disembarkationDate\n        days\n        yachtName\n        registrationNumber\n        embarkationPort\n        disembarkationPort\n        hoursUnderway\n        hoursSail\n        hoursEngine\n        hoursTidal\n        miles\n        marks {\n          seaVoyage\n          inCommand\n          nightHours\n          passagesOver60\n        }\n      }\n      availableYears\n      availableYachts {\n        registrationNumber\n        name\n        voyages\n      }\n    }\n  }\n\n  fragment SeaTimeTotalsFields on SeaTimeTotals {\n    voyages\n    days\n    hoursUnderway\n    hoursSail\n    hoursEngine\n    hoursTidal\n    hoursMoored\n    miles\n    tidalPorts\n  }\n"): (typeof documents)["\n  query SeaTime($years: [Int!], $yacht: String, $status: [SeaTimeStatus!]) {\n    seaTime(years: $years, yacht: $yacht, status: $status) {\n      today\n      totals {\n        ...SeaTimeTotalsFields\n        largestYacht {\n          name\n          registrationNumber\n          hullLength\n        }\n      }\n      perYear {\n        year\n        totals {\n          ...SeaTimeTotalsFields\n        }\n      }\n      licences {\n        code\n        met\n        status\n        source\n        requirements {\n          key\n          done\n          required\n          missing\n          unit\n          met\n          status\n          tripIds\n          unmarkedTripIds\n          marks\n          params {\n            name\n            value\n          }\n        }\n      }\n      trips {\n        id\n        status\n        year\n        embarkationDate\n        disembarkationDate\n        days\n        yachtName\n        registrationNumber\n        embarkationPort\n        disembarkationPort\n        hoursUnderway\n        hoursSail\n        hoursEngine\n        hoursTidal\n        miles\n        marks {\n          seaVoyage\n          inCommand\n          nightHours\n          passagesOver60\n        }\n      }\n      availableYears\n      availableYachts {\n        registrationNumber\n        name\n        voyages\n      }\n    }\n  }\n\n  fragment SeaTimeTotalsFields on SeaTimeTotals {\n    voyages\n    days\n    hoursUnderway\n    hoursSail\n    hoursEngine\n    hoursTidal\n    hoursMoored\n    miles\n    tidalPorts\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSeaTimeMarks($tripId: ID!, $input: SeaTimeMarksInput!) {\n    setSeaTimeMarks(tripId: $tripId, input: $input) {\n      tripId\n      message\n      marks {\n        seaVoyage\n        inCommand\n        nightHours\n        passagesOver60\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetSeaTimeMarks($tripId: ID!, $input: SeaTimeMarksInput!) {\n    setSeaTimeMarks(tripId: $tripId, input: $input) {\n      tripId\n      message\n      marks {\n        seaVoyage\n        inCommand\n        nightHours\n        passagesOver60\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffPlans {\n    allPlans {\n      id\n      name\n      amount\n      currency\n      durationDays\n      active\n      sortOrder\n    }\n  }\n"): (typeof documents)["\n  query StaffPlans {\n    allPlans {\n      id\n      name\n      amount\n      currency\n      durationDays\n      active\n      sortOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaptainAccountFields on CaptainAccount {\n    id\n    name\n    email\n    phone\n    createdAt\n    activeSubscription {\n      id\n      endsAt\n      provider\n    }\n  }\n"): (typeof documents)["\n  fragment CaptainAccountFields on CaptainAccount {\n    id\n    name\n    email\n    phone\n    createdAt\n    activeSubscription {\n      id\n      endsAt\n      provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffDeletedTrips {\n    deletedTrips {\n      ...TripSummaryFields\n      deletedAt\n      deletedBy {\n        id\n        name\n        role\n      }\n      owner {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffDeletedTrips {\n    deletedTrips {\n      ...TripSummaryFields\n      deletedAt\n      deletedBy {\n        id\n        name\n        role\n      }\n      owner {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffCreateDiscountCode($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation StaffCreateDiscountCode($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffDeactivateDiscountCode($id: ID!) {\n    deactivateDiscountCode(id: $id) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation StaffDeactivateDiscountCode($id: ID!) {\n    deactivateDiscountCode(id: $id) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffDiscountCodes($search: String, $first: Int, $after: String) {\n    discountCodes(search: $search, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      nodes {\n        id\n        code\n        kind\n        value\n        maxUses\n        uses\n        expiresAt\n        active\n        createdAt\n        createdByName\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffDiscountCodes($search: String, $first: Int, $after: String) {\n    discountCodes(search: $search, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      nodes {\n        id\n        code\n        kind\n        value\n        maxUses\n        uses\n        expiresAt\n        active\n        createdAt\n        createdByName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffGrantPremium($email: String!, $days: Int!, $reason: String!) {\n    grantPremium(email: $email, days: $days, reason: $reason) {\n      id\n      endsAt\n      daysRemaining\n    }\n  }\n"): (typeof documents)["\n  mutation StaffGrantPremium($email: String!, $days: Int!, $reason: String!) {\n    grantPremium(email: $email, days: $days, reason: $reason) {\n      id\n      endsAt\n      daysRemaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffInvoices($search: String, $first: Int, $after: String) {\n    invoices(search: $search, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      nodes {\n        id\n        number\n        issuedAt\n        gross\n        net\n        vat\n        currency\n        paymentMethod\n        buyerName\n        captainName\n        captainEmail\n        pdfUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffInvoices($search: String, $first: Int, $after: String) {\n    invoices(search: $search, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      nodes {\n        id\n        number\n        issuedAt\n        gross\n        net\n        vat\n        currency\n        paymentMethod\n        buyerName\n        captainName\n        captainEmail\n        pdfUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffCreatePlan($input: PlanInput!) {\n    createPlan(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StaffCreatePlan($input: PlanInput!) {\n    createPlan(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffUpdatePlan($id: ID!, $input: PlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      id\n      name\n      amount\n      durationDays\n      active\n      sortOrder\n    }\n  }\n"): (typeof documents)["\n  mutation StaffUpdatePlan($id: ID!, $input: PlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      id\n      name\n      amount\n      durationDays\n      active\n      sortOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffSetPlanActive($id: ID!, $active: Boolean!) {\n    setPlanActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation StaffSetPlanActive($id: ID!, $active: Boolean!) {\n    setPlanActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffRestoreTrip($id: ID!) {\n    restoreTrip(id: $id) {\n      message\n      trip {\n        id\n        deletedAt\n      }\n      fee {\n        id\n        amount\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StaffRestoreTrip($id: ID!) {\n    restoreTrip(id: $id) {\n      message\n      trip {\n        id\n        deletedAt\n      }\n      fee {\n        id\n        amount\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffReversalFees {\n    reversalFees {\n      id\n      amount\n      currency\n      status\n      createdAt\n      tripId\n      captain {\n        id\n        name\n        email\n      }\n      staff {\n        id\n        name\n      }\n      trip {\n        id\n        yachtName\n        embarkationDate\n        disembarkationDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffReversalFees {\n    reversalFees {\n      id\n      amount\n      currency\n      status\n      createdAt\n      tripId\n      captain {\n        id\n        name\n        email\n      }\n      staff {\n        id\n        name\n      }\n      trip {\n        id\n        yachtName\n        embarkationDate\n        disembarkationDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffSetReversalFeeStatus($id: ID!, $status: ReversalFeeStatus!) {\n    setReversalFeeStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation StaffSetReversalFeeStatus($id: ID!, $status: ReversalFeeStatus!) {\n    setReversalFeeStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCaptain($id: ID!) {\n    staffCaptain(id: $id) {\n      ...CaptainAccountFields\n      activeSubscription {\n        daysRemaining\n      }\n      subscriptions {\n        ...SubscriptionHistoryFields\n        grants {\n          staffName\n        }\n      }\n      payments {\n        id\n        status\n        provider\n        providerStatus\n        amount\n        currency\n        discountPercent\n        planName\n        createdAt\n        paidAt\n        invoice {\n          id\n          number\n          pdfUrl\n        }\n      }\n      reversalFees {\n        id\n        amount\n        currency\n        status\n        createdAt\n        trip {\n          id\n          yachtName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffCaptain($id: ID!) {\n    staffCaptain(id: $id) {\n      ...CaptainAccountFields\n      activeSubscription {\n        daysRemaining\n      }\n      subscriptions {\n        ...SubscriptionHistoryFields\n        grants {\n          staffName\n        }\n      }\n      payments {\n        id\n        status\n        provider\n        providerStatus\n        amount\n        currency\n        discountPercent\n        planName\n        createdAt\n        paidAt\n        invoice {\n          id\n          number\n          pdfUrl\n        }\n      }\n      reversalFees {\n        id\n        amount\n        currency\n        status\n        createdAt\n        trip {\n          id\n          yachtName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCaptains($search: String, $first: Int, $after: String) {\n    staffCaptains(search: $search, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      nodes {\n        ...CaptainAccountFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffCaptains($search: String, $first: Int, $after: String) {\n    staffCaptains(search: $search, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      nodes {\n        ...CaptainAccountFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentLogin($input: LoginInput!) {\n    studentLogin(input: $input) {\n      ...StudentAuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation StudentLogin($input: LoginInput!) {\n    studentLogin(input: $input) {\n      ...StudentAuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentLogout {\n    studentLogout {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation StudentLogout {\n    studentLogout {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentMe {\n    studentMe {\n      ...SessionStudentFields\n    }\n  }\n"): (typeof documents)["\n  query StudentMe {\n    studentMe {\n      ...SessionStudentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentForgotPassword($input: ForgotPasswordInput!) {\n    studentForgotPassword(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation StudentForgotPassword($input: ForgotPasswordInput!) {\n    studentForgotPassword(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentResetPassword($input: ResetPasswordInput!) {\n    studentResetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation StudentResetPassword($input: ResetPasswordInput!) {\n    studentResetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentRegister($input: StudentRegisterInput!) {\n    studentRegister(input: $input) {\n      ...StudentAuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation StudentRegister($input: StudentRegisterInput!) {\n    studentRegister(input: $input) {\n      ...StudentAuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StudentCaptainFields on StudentCaptain {\n    id\n    firstName\n    lastName\n    email\n    phone\n    connectedAt\n  }\n"): (typeof documents)["\n  fragment StudentCaptainFields on StudentCaptain {\n    id\n    firstName\n    lastName\n    email\n    phone\n    connectedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StudentPlannedTripFields on StudentPlannedTrip {\n    id\n    name\n    description\n    startDate\n    endDate\n    embarkationPort\n    disembarkationPort\n    yachtName\n    yachtType\n    maxCrewMembers\n    isActive\n    spotsLeft\n    enrolmentStatus\n    canJoin\n    canLeave\n    myNotes\n    joinedAt\n    captain {\n      ...StudentCaptainFields\n    }\n  }\n"): (typeof documents)["\n  fragment StudentPlannedTripFields on StudentPlannedTrip {\n    id\n    name\n    description\n    startDate\n    endDate\n    embarkationPort\n    disembarkationPort\n    yachtName\n    yachtType\n    maxCrewMembers\n    isActive\n    spotsLeft\n    enrolmentStatus\n    canJoin\n    canLeave\n    myNotes\n    joinedAt\n    captain {\n      ...StudentCaptainFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentAcceptInvitation($code: String!) {\n    acceptInvitation(code: $code) {\n      ...StudentCaptainFields\n    }\n  }\n"): (typeof documents)["\n  mutation StudentAcceptInvitation($code: String!) {\n    acceptInvitation(code: $code) {\n      ...StudentCaptainFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentDisconnectCaptain($id: ID!) {\n    disconnectCaptain(id: $id)\n  }\n"): (typeof documents)["\n  mutation StudentDisconnectCaptain($id: ID!) {\n    disconnectCaptain(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentJoinPlannedTrip($id: ID!, $notes: String) {\n    joinPlannedTrip(id: $id, notes: $notes) {\n      ...StudentPlannedTripFields\n    }\n  }\n"): (typeof documents)["\n  mutation StudentJoinPlannedTrip($id: ID!, $notes: String) {\n    joinPlannedTrip(id: $id, notes: $notes) {\n      ...StudentPlannedTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentLeavePlannedTrip($id: ID!) {\n    leavePlannedTrip(id: $id) {\n      ...StudentPlannedTripFields\n    }\n  }\n"): (typeof documents)["\n  mutation StudentLeavePlannedTrip($id: ID!) {\n    leavePlannedTrip(id: $id) {\n      ...StudentPlannedTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentUpdateEnrolmentNotes($id: ID!, $notes: String!) {\n    updateEnrolmentNotes(id: $id, notes: $notes) {\n      ...StudentPlannedTripFields\n    }\n  }\n"): (typeof documents)["\n  mutation StudentUpdateEnrolmentNotes($id: ID!, $notes: String!) {\n    updateEnrolmentNotes(id: $id, notes: $notes) {\n      ...StudentPlannedTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentMyCaptains {\n    myCaptains {\n      ...StudentCaptainFields\n    }\n  }\n"): (typeof documents)["\n  query StudentMyCaptains {\n    myCaptains {\n      ...StudentCaptainFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentPlannedTrips {\n    studentPlannedTrips {\n      ...StudentPlannedTripFields\n    }\n  }\n"): (typeof documents)["\n  query StudentPlannedTrips {\n    studentPlannedTrips {\n      ...StudentPlannedTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentPlannedTrip($id: ID!) {\n    studentPlannedTrip(id: $id) {\n      ...StudentPlannedTripFields\n    }\n  }\n"): (typeof documents)["\n  query StudentPlannedTrip($id: ID!) {\n    studentPlannedTrip(id: $id) {\n      ...StudentPlannedTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentEnrolledTrips($status: EnrolmentStatus) {\n    enrolledTrips(status: $status) {\n      ...StudentPlannedTripFields\n    }\n  }\n"): (typeof documents)["\n  query StudentEnrolledTrips($status: EnrolmentStatus) {\n    enrolledTrips(status: $status) {\n      ...StudentPlannedTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionStudentFields on Student {\n    id\n    firstName\n    lastName\n    email\n    phone\n  }\n"): (typeof documents)["\n  fragment SessionStudentFields on Student {\n    id\n    firstName\n    lastName\n    email\n    phone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StudentAuthPayloadFields on StudentAuthPayload {\n    message\n    token\n    student {\n      ...SessionStudentFields\n    }\n  }\n"): (typeof documents)["\n  fragment StudentAuthPayloadFields on StudentAuthPayload {\n    message\n    token\n    student {\n      ...SessionStudentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTripStatus($id: ID!, $status: TripStatus!) {\n    setTripStatus(id: $id, status: $status) {\n      id\n      status\n      version\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetTripStatus($id: ID!, $status: TripStatus!) {\n    setTripStatus(id: $id, status: $status) {\n      id\n      status\n      version\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripDetail($id: ID!) {\n    trip(id: $id) {\n      ...TripFormFields\n      status\n      createdAt\n      updatedAt\n      cruiseDays\n      crewMembers {\n        roleText\n        licenseText\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripDetail($id: ID!) {\n    trip(id: $id) {\n      ...TripFormFields\n      status\n      createdAt\n      updatedAt\n      cruiseDays\n      crewMembers {\n        roleText\n        licenseText\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripHistory($tripId: ID!) {\n    tripHistory(tripId: $tripId) {\n      version\n      type\n      occurredAt\n      status\n      changedFields\n      changes {\n        field\n        before\n        after\n        added\n        removed\n        edited\n      }\n      actor {\n        id\n        name\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripHistory($tripId: ID!) {\n    tripHistory(tripId: $tripId) {\n      version\n      type\n      occurredAt\n      status\n      changedFields\n      changes {\n        field\n        before\n        after\n        added\n        removed\n        edited\n      }\n      actor {\n        id\n        name\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripSummaryFields on Trip {\n    id\n    yachtName\n    registrationNumber\n    embarkationPort\n    disembarkationPort\n    embarkationDate\n    disembarkationDate\n    captain {\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  fragment TripSummaryFields on Trip {\n    id\n    yachtName\n    registrationNumber\n    embarkationPort\n    disembarkationPort\n    embarkationDate\n    disembarkationDate\n    captain {\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripsList($search: String, $sort: TripSort, $first: Int) {\n    trips(search: $search, sort: $sort, first: $first) {\n      totalCount\n      nodes {\n        ...TripSummaryFields\n        status\n        distance\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripsList($search: String, $sort: TripSort, $first: Int) {\n    trips(search: $search, sort: $sort, first: $first) {\n      totalCount\n      nodes {\n        ...TripSummaryFields\n        status\n        distance\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTrip($input: TripInput!) {\n    createTrip(input: $input) {\n      ...TripFormFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTrip($input: TripInput!) {\n    createTrip(input: $input) {\n      ...TripFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripForEdit($id: ID!) {\n    trip(id: $id) {\n      ...TripFormFields\n    }\n  }\n"): (typeof documents)["\n  query TripForEdit($id: ID!) {\n    trip(id: $id) {\n      ...TripFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripFormFields on Trip {\n    id\n    version\n    captain {\n      firstName\n      lastName\n      email\n      phone\n      licenseType\n      licenseNumber\n      otherLicense\n    }\n    yachtName\n    registrationNumber\n    homePort\n    hullLength\n    enginesCount\n    enginePower\n    embarkationPort\n    isEmbarkationTidalPort\n    disembarkationPort\n    isDisembarkationTidalPort\n    visitedPorts {\n      id\n      name\n      isTidalPort\n      arrivalDate\n      departureDate\n    }\n    distance\n    embarkationDate\n    disembarkationDate\n    sailingHours\n    engineHours\n    mooringHours\n    tidalPortsCount\n    tidalHours\n    logbookNumber\n    captainNotes\n    crewMembers {\n      id\n      fullName\n      email\n      phone\n      role\n      otherRole\n      licenseType\n      otherLicense\n      licenseNumber\n      captainOpinion\n      performance\n      seasickness\n      resistance\n      captainNotes\n    }\n  }\n"): (typeof documents)["\n  fragment TripFormFields on Trip {\n    id\n    version\n    captain {\n      firstName\n      lastName\n      email\n      phone\n      licenseType\n      licenseNumber\n      otherLicense\n    }\n    yachtName\n    registrationNumber\n    homePort\n    hullLength\n    enginesCount\n    enginePower\n    embarkationPort\n    isEmbarkationTidalPort\n    disembarkationPort\n    isDisembarkationTidalPort\n    visitedPorts {\n      id\n      name\n      isTidalPort\n      arrivalDate\n      departureDate\n    }\n    distance\n    embarkationDate\n    disembarkationDate\n    sailingHours\n    engineHours\n    mooringHours\n    tidalPortsCount\n    tidalHours\n    logbookNumber\n    captainNotes\n    crewMembers {\n      id\n      fullName\n      email\n      phone\n      role\n      otherRole\n      licenseType\n      otherLicense\n      licenseNumber\n      captainOpinion\n      performance\n      seasickness\n      resistance\n      captainNotes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTrip($id: ID!, $input: TripInput!, $expectedVersion: Int) {\n    updateTrip(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...TripFormFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTrip($id: ID!, $input: TripInput!, $expectedVersion: Int) {\n    updateTrip(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...TripFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      description\n      events\n      active\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      description\n      events\n      active\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      nodes {\n        id\n        event\n        status\n        attempts\n        lastResponseCode\n        lastError\n        createdAt\n        deliveredAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      nodes {\n        id\n        event\n        status\n        attempts\n        lastResponseCode\n        lastError\n        createdAt\n        deliveredAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateYacht($input: YachtInput!) {\n    createYacht(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateYacht($input: YachtInput!) {\n    createYacht(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteYacht($id: ID!) {\n    deleteYacht(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteYacht($id: ID!) {\n    deleteYacht(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchYachts($term: String!) {\n    searchYachts(term: $term) {\n      ...YachtFields\n    }\n  }\n"): (typeof documents)["\n  query SearchYachts($term: String!) {\n    searchYachts(term: $term) {\n      ...YachtFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateYacht($id: ID!, $input: YachtInput!) {\n    updateYacht(id: $id, input: $input) {\n      ...YachtFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateYacht($id: ID!, $input: YachtInput!) {\n    updateYacht(id: $id, input: $input) {\n      ...YachtFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment YachtFields on Yacht {\n    id\n    name\n    registrationNumber\n    homePort\n    hullLength\n    enginesCount\n    enginePower\n  }\n"): (typeof documents)["\n  fragment YachtFields on Yacht {\n    id\n    name\n    registrationNumber\n    homePort\n    hullLength\n    enginesCount\n    enginePower\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Yacht($id: ID!) {\n    yacht(id: $id) {\n      ...YachtFields\n    }\n  }\n"): (typeof documents)["\n  query Yacht($id: ID!) {\n    yacht(id: $id) {\n      ...YachtFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Yachts($search: String) {\n    yachts(search: $search) {\n      ...YachtFields\n    }\n  }\n"): (typeof documents)["\n  query Yachts($search: String) {\n    yachts(search: $search) {\n      ...YachtFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;