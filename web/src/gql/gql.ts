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
    "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      token\n      user {\n        id\n        name\n        email\n        phone\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      phone\n      role\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      token\n      user {\n        id\n        name\n        email\n        phone\n        role\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query HasPremium {\n    hasPremium\n    mySubscription {\n      id\n      status\n      endsAt\n      daysRemaining\n    }\n  }\n": typeof types.HasPremiumDocument,
    "\n  fragment CaptainProfileFields on CaptainProfile {\n    firstName\n    lastName\n    email\n    phone\n    licenseType\n    licenseNumber\n    otherLicense\n    logoUrl\n    logoWidth\n    logoHeight\n    invoice {\n      invoiceType\n      firstName\n      lastName\n      companyName\n      nip\n      address\n      postalCode\n      city\n    }\n  }\n": typeof types.CaptainProfileFieldsFragmentDoc,
    "\n  query CaptainProfile {\n    captainProfile {\n      ...CaptainProfileFields\n    }\n  }\n": typeof types.CaptainProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateCaptainProfile($input: UpdateCaptainProfileInput!) {\n    updateCaptainProfile(input: $input) {\n      message\n      captainProfile {\n        ...CaptainProfileFields\n      }\n    }\n  }\n": typeof types.UpdateCaptainProfileDocument,
    "\n  query StaffDeletedTrips {\n    deletedTrips {\n      id\n      yachtName\n      registrationNumber\n      embarkationPort\n      disembarkationPort\n      embarkationDate\n      disembarkationDate\n      deletedAt\n      deletedBy {\n        id\n        name\n        role\n      }\n      owner {\n        id\n        name\n        email\n      }\n      captain {\n        firstName\n        lastName\n      }\n    }\n  }\n": typeof types.StaffDeletedTripsDocument,
    "\n  mutation StaffRestoreTrip($id: ID!) {\n    restoreTrip(id: $id) {\n      message\n      trip {\n        id\n        deletedAt\n      }\n      fee {\n        id\n        amount\n        status\n      }\n    }\n  }\n": typeof types.StaffRestoreTripDocument,
    "\n  query StaffReversalFees {\n    reversalFees {\n      id\n      amount\n      currency\n      status\n      createdAt\n      tripId\n      captain {\n        id\n        name\n        email\n      }\n      staff {\n        id\n        name\n      }\n      trip {\n        id\n        yachtName\n        embarkationDate\n        disembarkationDate\n      }\n    }\n  }\n": typeof types.StaffReversalFeesDocument,
    "\n  mutation StudentLogin($input: LoginInput!) {\n    studentLogin(input: $input) {\n      message\n      token\n      student {\n        id\n        firstName\n        lastName\n        email\n        phone\n      }\n    }\n  }\n": typeof types.StudentLoginDocument,
    "\n  mutation StudentLogout {\n    studentLogout {\n      success\n      message\n    }\n  }\n": typeof types.StudentLogoutDocument,
    "\n  query StudentMe {\n    studentMe {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n": typeof types.StudentMeDocument,
    "\n  mutation StudentRegister($input: StudentRegisterInput!) {\n    studentRegister(input: $input) {\n      message\n      token\n      student {\n        id\n        firstName\n        lastName\n        email\n        phone\n      }\n    }\n  }\n": typeof types.StudentRegisterDocument,
    "\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteTripDocument,
    "\n  mutation SetTripStatus($id: ID!, $status: TripStatus!) {\n    setTripStatus(id: $id, status: $status) {\n      id\n      status\n      version\n      updatedAt\n    }\n  }\n": typeof types.SetTripStatusDocument,
    "\n  query TripDetail($id: ID!) {\n    trip(id: $id) {\n      id\n      status\n      version\n      createdAt\n      updatedAt\n      yachtName\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n      captain {\n        firstName\n        lastName\n        email\n        phone\n        licenseType\n        licenseNumber\n        otherLicense\n      }\n      embarkationPort\n      isEmbarkationTidalPort\n      disembarkationPort\n      isDisembarkationTidalPort\n      embarkationDate\n      disembarkationDate\n      cruiseDays\n      distance\n      sailingHours\n      engineHours\n      mooringHours\n      tidalHours\n      tidalPortsCount\n      logbookNumber\n      captainNotes\n      visitedPorts {\n        id\n        name\n        isTidalPort\n        arrivalDate\n        departureDate\n      }\n      crewMembers {\n        id\n        fullName\n        email\n        phone\n        role\n        otherRole\n        roleText\n        licenseType\n        otherLicense\n        licenseText\n        licenseNumber\n        captainOpinion\n        performance\n        seasickness\n        resistance\n        captainNotes\n      }\n    }\n  }\n": typeof types.TripDetailDocument,
    "\n  query TripHistory($tripId: ID!) {\n    tripHistory(tripId: $tripId) {\n      version\n      type\n      occurredAt\n      status\n      changedFields\n      actor {\n        id\n        name\n        role\n      }\n    }\n  }\n": typeof types.TripHistoryDocument,
    "\n  query TripsList($search: String, $sort: TripSort, $first: Int) {\n    trips(search: $search, sort: $sort, first: $first) {\n      totalCount\n      nodes {\n        id\n        status\n        yachtName\n        registrationNumber\n        embarkationPort\n        disembarkationPort\n        embarkationDate\n        disembarkationDate\n        distance\n        createdAt\n        captain {\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": typeof types.TripsListDocument,
    "\n  mutation CreateTrip($input: TripInput!) {\n    createTrip(input: $input) {\n      ...TripFormFields\n    }\n  }\n": typeof types.CreateTripDocument,
    "\n  query TripForEdit($id: ID!) {\n    trip(id: $id) {\n      ...TripFormFields\n    }\n  }\n": typeof types.TripForEditDocument,
    "\n  fragment TripFormFields on Trip {\n    id\n    version\n    captain {\n      firstName\n      lastName\n      email\n      phone\n      licenseType\n      licenseNumber\n      otherLicense\n    }\n    yachtName\n    registrationNumber\n    homePort\n    hullLength\n    enginesCount\n    enginePower\n    embarkationPort\n    isEmbarkationTidalPort\n    disembarkationPort\n    isDisembarkationTidalPort\n    visitedPorts {\n      id\n      name\n      isTidalPort\n      arrivalDate\n      departureDate\n    }\n    distance\n    embarkationDate\n    disembarkationDate\n    sailingHours\n    engineHours\n    mooringHours\n    tidalPortsCount\n    tidalHours\n    logbookNumber\n    captainNotes\n    crewMembers {\n      id\n      fullName\n      email\n      phone\n      role\n      otherRole\n      licenseType\n      otherLicense\n      licenseNumber\n      captainOpinion\n      performance\n      seasickness\n      resistance\n      captainNotes\n    }\n  }\n": typeof types.TripFormFieldsFragmentDoc,
    "\n  mutation UpdateTrip($id: ID!, $input: TripInput!, $expectedVersion: Int) {\n    updateTrip(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...TripFormFields\n    }\n  }\n": typeof types.UpdateTripDocument,
    "\n  mutation CreateYacht($input: YachtInput!) {\n    createYacht(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateYachtDocument,
    "\n  mutation DeleteYacht($id: ID!) {\n    deleteYacht(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteYachtDocument,
    "\n  query SearchYachts($term: String!) {\n    searchYachts(term: $term) {\n      id\n      name\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n    }\n  }\n": typeof types.SearchYachtsDocument,
    "\n  mutation UpdateYacht($id: ID!, $input: YachtInput!) {\n    updateYacht(id: $id, input: $input) {\n      id\n      name\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n    }\n  }\n": typeof types.UpdateYachtDocument,
    "\n  query Yacht($id: ID!) {\n    yacht(id: $id) {\n      id\n      name\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n    }\n  }\n": typeof types.YachtDocument,
    "\n  query Yachts($search: String) {\n    yachts(search: $search) {\n      id\n      name\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n    }\n  }\n": typeof types.YachtsDocument,
};
const documents: Documents = {
    "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      token\n      user {\n        id\n        name\n        email\n        phone\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      phone\n      role\n    }\n  }\n": types.MeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      token\n      user {\n        id\n        name\n        email\n        phone\n        role\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query HasPremium {\n    hasPremium\n    mySubscription {\n      id\n      status\n      endsAt\n      daysRemaining\n    }\n  }\n": types.HasPremiumDocument,
    "\n  fragment CaptainProfileFields on CaptainProfile {\n    firstName\n    lastName\n    email\n    phone\n    licenseType\n    licenseNumber\n    otherLicense\n    logoUrl\n    logoWidth\n    logoHeight\n    invoice {\n      invoiceType\n      firstName\n      lastName\n      companyName\n      nip\n      address\n      postalCode\n      city\n    }\n  }\n": types.CaptainProfileFieldsFragmentDoc,
    "\n  query CaptainProfile {\n    captainProfile {\n      ...CaptainProfileFields\n    }\n  }\n": types.CaptainProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateCaptainProfile($input: UpdateCaptainProfileInput!) {\n    updateCaptainProfile(input: $input) {\n      message\n      captainProfile {\n        ...CaptainProfileFields\n      }\n    }\n  }\n": types.UpdateCaptainProfileDocument,
    "\n  query StaffDeletedTrips {\n    deletedTrips {\n      id\n      yachtName\n      registrationNumber\n      embarkationPort\n      disembarkationPort\n      embarkationDate\n      disembarkationDate\n      deletedAt\n      deletedBy {\n        id\n        name\n        role\n      }\n      owner {\n        id\n        name\n        email\n      }\n      captain {\n        firstName\n        lastName\n      }\n    }\n  }\n": types.StaffDeletedTripsDocument,
    "\n  mutation StaffRestoreTrip($id: ID!) {\n    restoreTrip(id: $id) {\n      message\n      trip {\n        id\n        deletedAt\n      }\n      fee {\n        id\n        amount\n        status\n      }\n    }\n  }\n": types.StaffRestoreTripDocument,
    "\n  query StaffReversalFees {\n    reversalFees {\n      id\n      amount\n      currency\n      status\n      createdAt\n      tripId\n      captain {\n        id\n        name\n        email\n      }\n      staff {\n        id\n        name\n      }\n      trip {\n        id\n        yachtName\n        embarkationDate\n        disembarkationDate\n      }\n    }\n  }\n": types.StaffReversalFeesDocument,
    "\n  mutation StudentLogin($input: LoginInput!) {\n    studentLogin(input: $input) {\n      message\n      token\n      student {\n        id\n        firstName\n        lastName\n        email\n        phone\n      }\n    }\n  }\n": types.StudentLoginDocument,
    "\n  mutation StudentLogout {\n    studentLogout {\n      success\n      message\n    }\n  }\n": types.StudentLogoutDocument,
    "\n  query StudentMe {\n    studentMe {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n": types.StudentMeDocument,
    "\n  mutation StudentRegister($input: StudentRegisterInput!) {\n    studentRegister(input: $input) {\n      message\n      token\n      student {\n        id\n        firstName\n        lastName\n        email\n        phone\n      }\n    }\n  }\n": types.StudentRegisterDocument,
    "\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteTripDocument,
    "\n  mutation SetTripStatus($id: ID!, $status: TripStatus!) {\n    setTripStatus(id: $id, status: $status) {\n      id\n      status\n      version\n      updatedAt\n    }\n  }\n": types.SetTripStatusDocument,
    "\n  query TripDetail($id: ID!) {\n    trip(id: $id) {\n      id\n      status\n      version\n      createdAt\n      updatedAt\n      yachtName\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n      captain {\n        firstName\n        lastName\n        email\n        phone\n        licenseType\n        licenseNumber\n        otherLicense\n      }\n      embarkationPort\n      isEmbarkationTidalPort\n      disembarkationPort\n      isDisembarkationTidalPort\n      embarkationDate\n      disembarkationDate\n      cruiseDays\n      distance\n      sailingHours\n      engineHours\n      mooringHours\n      tidalHours\n      tidalPortsCount\n      logbookNumber\n      captainNotes\n      visitedPorts {\n        id\n        name\n        isTidalPort\n        arrivalDate\n        departureDate\n      }\n      crewMembers {\n        id\n        fullName\n        email\n        phone\n        role\n        otherRole\n        roleText\n        licenseType\n        otherLicense\n        licenseText\n        licenseNumber\n        captainOpinion\n        performance\n        seasickness\n        resistance\n        captainNotes\n      }\n    }\n  }\n": types.TripDetailDocument,
    "\n  query TripHistory($tripId: ID!) {\n    tripHistory(tripId: $tripId) {\n      version\n      type\n      occurredAt\n      status\n      changedFields\n      actor {\n        id\n        name\n        role\n      }\n    }\n  }\n": types.TripHistoryDocument,
    "\n  query TripsList($search: String, $sort: TripSort, $first: Int) {\n    trips(search: $search, sort: $sort, first: $first) {\n      totalCount\n      nodes {\n        id\n        status\n        yachtName\n        registrationNumber\n        embarkationPort\n        disembarkationPort\n        embarkationDate\n        disembarkationDate\n        distance\n        createdAt\n        captain {\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": types.TripsListDocument,
    "\n  mutation CreateTrip($input: TripInput!) {\n    createTrip(input: $input) {\n      ...TripFormFields\n    }\n  }\n": types.CreateTripDocument,
    "\n  query TripForEdit($id: ID!) {\n    trip(id: $id) {\n      ...TripFormFields\n    }\n  }\n": types.TripForEditDocument,
    "\n  fragment TripFormFields on Trip {\n    id\n    version\n    captain {\n      firstName\n      lastName\n      email\n      phone\n      licenseType\n      licenseNumber\n      otherLicense\n    }\n    yachtName\n    registrationNumber\n    homePort\n    hullLength\n    enginesCount\n    enginePower\n    embarkationPort\n    isEmbarkationTidalPort\n    disembarkationPort\n    isDisembarkationTidalPort\n    visitedPorts {\n      id\n      name\n      isTidalPort\n      arrivalDate\n      departureDate\n    }\n    distance\n    embarkationDate\n    disembarkationDate\n    sailingHours\n    engineHours\n    mooringHours\n    tidalPortsCount\n    tidalHours\n    logbookNumber\n    captainNotes\n    crewMembers {\n      id\n      fullName\n      email\n      phone\n      role\n      otherRole\n      licenseType\n      otherLicense\n      licenseNumber\n      captainOpinion\n      performance\n      seasickness\n      resistance\n      captainNotes\n    }\n  }\n": types.TripFormFieldsFragmentDoc,
    "\n  mutation UpdateTrip($id: ID!, $input: TripInput!, $expectedVersion: Int) {\n    updateTrip(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...TripFormFields\n    }\n  }\n": types.UpdateTripDocument,
    "\n  mutation CreateYacht($input: YachtInput!) {\n    createYacht(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateYachtDocument,
    "\n  mutation DeleteYacht($id: ID!) {\n    deleteYacht(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteYachtDocument,
    "\n  query SearchYachts($term: String!) {\n    searchYachts(term: $term) {\n      id\n      name\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n    }\n  }\n": types.SearchYachtsDocument,
    "\n  mutation UpdateYacht($id: ID!, $input: YachtInput!) {\n    updateYacht(id: $id, input: $input) {\n      id\n      name\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n    }\n  }\n": types.UpdateYachtDocument,
    "\n  query Yacht($id: ID!) {\n    yacht(id: $id) {\n      id\n      name\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n    }\n  }\n": types.YachtDocument,
    "\n  query Yachts($search: String) {\n    yachts(search: $search) {\n      id\n      name\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n    }\n  }\n": types.YachtsDocument,
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
export function graphql(source: "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      token\n      user {\n        id\n        name\n        email\n        phone\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      token\n      user {\n        id\n        name\n        email\n        phone\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      name\n      email\n      phone\n      role\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      name\n      email\n      phone\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      token\n      user {\n        id\n        name\n        email\n        phone\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      token\n      user {\n        id\n        name\n        email\n        phone\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HasPremium {\n    hasPremium\n    mySubscription {\n      id\n      status\n      endsAt\n      daysRemaining\n    }\n  }\n"): (typeof documents)["\n  query HasPremium {\n    hasPremium\n    mySubscription {\n      id\n      status\n      endsAt\n      daysRemaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaptainProfileFields on CaptainProfile {\n    firstName\n    lastName\n    email\n    phone\n    licenseType\n    licenseNumber\n    otherLicense\n    logoUrl\n    logoWidth\n    logoHeight\n    invoice {\n      invoiceType\n      firstName\n      lastName\n      companyName\n      nip\n      address\n      postalCode\n      city\n    }\n  }\n"): (typeof documents)["\n  fragment CaptainProfileFields on CaptainProfile {\n    firstName\n    lastName\n    email\n    phone\n    licenseType\n    licenseNumber\n    otherLicense\n    logoUrl\n    logoWidth\n    logoHeight\n    invoice {\n      invoiceType\n      firstName\n      lastName\n      companyName\n      nip\n      address\n      postalCode\n      city\n    }\n  }\n"];
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
export function graphql(source: "\n  query StaffDeletedTrips {\n    deletedTrips {\n      id\n      yachtName\n      registrationNumber\n      embarkationPort\n      disembarkationPort\n      embarkationDate\n      disembarkationDate\n      deletedAt\n      deletedBy {\n        id\n        name\n        role\n      }\n      owner {\n        id\n        name\n        email\n      }\n      captain {\n        firstName\n        lastName\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffDeletedTrips {\n    deletedTrips {\n      id\n      yachtName\n      registrationNumber\n      embarkationPort\n      disembarkationPort\n      embarkationDate\n      disembarkationDate\n      deletedAt\n      deletedBy {\n        id\n        name\n        role\n      }\n      owner {\n        id\n        name\n        email\n      }\n      captain {\n        firstName\n        lastName\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation StudentLogin($input: LoginInput!) {\n    studentLogin(input: $input) {\n      message\n      token\n      student {\n        id\n        firstName\n        lastName\n        email\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StudentLogin($input: LoginInput!) {\n    studentLogin(input: $input) {\n      message\n      token\n      student {\n        id\n        firstName\n        lastName\n        email\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentLogout {\n    studentLogout {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation StudentLogout {\n    studentLogout {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentMe {\n    studentMe {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n"): (typeof documents)["\n  query StudentMe {\n    studentMe {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentRegister($input: StudentRegisterInput!) {\n    studentRegister(input: $input) {\n      message\n      token\n      student {\n        id\n        firstName\n        lastName\n        email\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StudentRegister($input: StudentRegisterInput!) {\n    studentRegister(input: $input) {\n      message\n      token\n      student {\n        id\n        firstName\n        lastName\n        email\n        phone\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query TripDetail($id: ID!) {\n    trip(id: $id) {\n      id\n      status\n      version\n      createdAt\n      updatedAt\n      yachtName\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n      captain {\n        firstName\n        lastName\n        email\n        phone\n        licenseType\n        licenseNumber\n        otherLicense\n      }\n      embarkationPort\n      isEmbarkationTidalPort\n      disembarkationPort\n      isDisembarkationTidalPort\n      embarkationDate\n      disembarkationDate\n      cruiseDays\n      distance\n      sailingHours\n      engineHours\n      mooringHours\n      tidalHours\n      tidalPortsCount\n      logbookNumber\n      captainNotes\n      visitedPorts {\n        id\n        name\n        isTidalPort\n        arrivalDate\n        departureDate\n      }\n      crewMembers {\n        id\n        fullName\n        email\n        phone\n        role\n        otherRole\n        roleText\n        licenseType\n        otherLicense\n        licenseText\n        licenseNumber\n        captainOpinion\n        performance\n        seasickness\n        resistance\n        captainNotes\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripDetail($id: ID!) {\n    trip(id: $id) {\n      id\n      status\n      version\n      createdAt\n      updatedAt\n      yachtName\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n      captain {\n        firstName\n        lastName\n        email\n        phone\n        licenseType\n        licenseNumber\n        otherLicense\n      }\n      embarkationPort\n      isEmbarkationTidalPort\n      disembarkationPort\n      isDisembarkationTidalPort\n      embarkationDate\n      disembarkationDate\n      cruiseDays\n      distance\n      sailingHours\n      engineHours\n      mooringHours\n      tidalHours\n      tidalPortsCount\n      logbookNumber\n      captainNotes\n      visitedPorts {\n        id\n        name\n        isTidalPort\n        arrivalDate\n        departureDate\n      }\n      crewMembers {\n        id\n        fullName\n        email\n        phone\n        role\n        otherRole\n        roleText\n        licenseType\n        otherLicense\n        licenseText\n        licenseNumber\n        captainOpinion\n        performance\n        seasickness\n        resistance\n        captainNotes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripHistory($tripId: ID!) {\n    tripHistory(tripId: $tripId) {\n      version\n      type\n      occurredAt\n      status\n      changedFields\n      actor {\n        id\n        name\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripHistory($tripId: ID!) {\n    tripHistory(tripId: $tripId) {\n      version\n      type\n      occurredAt\n      status\n      changedFields\n      actor {\n        id\n        name\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripsList($search: String, $sort: TripSort, $first: Int) {\n    trips(search: $search, sort: $sort, first: $first) {\n      totalCount\n      nodes {\n        id\n        status\n        yachtName\n        registrationNumber\n        embarkationPort\n        disembarkationPort\n        embarkationDate\n        disembarkationDate\n        distance\n        createdAt\n        captain {\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripsList($search: String, $sort: TripSort, $first: Int) {\n    trips(search: $search, sort: $sort, first: $first) {\n      totalCount\n      nodes {\n        id\n        status\n        yachtName\n        registrationNumber\n        embarkationPort\n        disembarkationPort\n        embarkationDate\n        disembarkationDate\n        distance\n        createdAt\n        captain {\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation CreateYacht($input: YachtInput!) {\n    createYacht(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateYacht($input: YachtInput!) {\n    createYacht(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteYacht($id: ID!) {\n    deleteYacht(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteYacht($id: ID!) {\n    deleteYacht(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchYachts($term: String!) {\n    searchYachts(term: $term) {\n      id\n      name\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n    }\n  }\n"): (typeof documents)["\n  query SearchYachts($term: String!) {\n    searchYachts(term: $term) {\n      id\n      name\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateYacht($id: ID!, $input: YachtInput!) {\n    updateYacht(id: $id, input: $input) {\n      id\n      name\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateYacht($id: ID!, $input: YachtInput!) {\n    updateYacht(id: $id, input: $input) {\n      id\n      name\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Yacht($id: ID!) {\n    yacht(id: $id) {\n      id\n      name\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n    }\n  }\n"): (typeof documents)["\n  query Yacht($id: ID!) {\n    yacht(id: $id) {\n      id\n      name\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Yachts($search: String) {\n    yachts(search: $search) {\n      id\n      name\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n    }\n  }\n"): (typeof documents)["\n  query Yachts($search: String) {\n    yachts(search: $search) {\n      id\n      name\n      registrationNumber\n      homePort\n      hullLength\n      enginesCount\n      enginePower\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;