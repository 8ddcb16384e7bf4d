import { isValidElement } from "react";
import { Navigate, type RouteObject, matchRoutes } from "react-router-dom";
import { ApolloBoundary } from "./components/ApolloBoundary.tsx";
import { RouteErrorPage } from "./components/RouteErrorPage.tsx";
import { type LazyPage, lazyPage } from "./lib/lazyPage.ts";
import { CaptainGuestRoute } from "./modules/auth/guards/CaptainGuestRoute.tsx";
import { CaptainRoute } from "./modules/auth/guards/CaptainRoute.tsx";
import { StaffRoute } from "./modules/auth/guards/StaffRoute.tsx";
import { StudentGuestRoute } from "./modules/auth/guards/StudentGuestRoute.tsx";
import { StudentRoute } from "./modules/auth/guards/StudentRoute.tsx";
import { AppLayout } from "./modules/layout/components/AppLayout.tsx";

/** The `handle` of the routes around the pages that use Apollo Client. */
const APOLLO = { apollo: true } as const;

/** The trip form's areas (the new, edit and public trip card pages): its texts, option labels, PDF and yacht search. */
const tripFormAreas = ["tripform", "tripoptions", "documents", "yachts"] as const;

// Every page is its own chunk, so the first screen loads only what it shows; the areas of the
// catalogs a page shows (i18n/areas.ts) load alongside it.
const HomePage = lazyPage(() => import("./modules/public/pages/HomePage.tsx"), "HomePage", ["subscriptions"]);
const PricingPage = lazyPage(() => import("./modules/public/pages/PricingPage.tsx"), "PricingPage", ["subscriptions"]);
const DevelopersPage = lazyPage(() => import("./modules/developers/pages/DevelopersPage.tsx"), "DevelopersPage", ["developers"]);
const RestReferencePage = lazyPage(() => import("./modules/developers/pages/RestReferencePage.tsx"), "RestReferencePage", ["developers"]);
const ContactPage = lazyPage(() => import("./modules/public/pages/ContactPage.tsx"), "ContactPage");
const TermsOfServicePage = lazyPage(() => import("./modules/public/pages/TermsOfServicePage.tsx"), "TermsOfServicePage");
const PrivacyPolicyPage = lazyPage(() => import("./modules/public/pages/PrivacyPolicyPage.tsx"), "PrivacyPolicyPage");
const PublicTripCardPage = lazyPage(() => import("./modules/trips/wizard/pages/PublicTripCardPage.tsx"), "PublicTripCardPage", tripFormAreas);
const NotFoundPage = lazyPage(() => import("./modules/public/pages/NotFoundPage.tsx"), "NotFoundPage");
const LoginPage = lazyPage(() => import("./modules/auth/pages/LoginPage.tsx"), "LoginPage");
const RegisterPage = lazyPage(() => import("./modules/auth/pages/RegisterPage.tsx"), "RegisterPage");
const ForgotPasswordPage = lazyPage(() => import("./modules/auth/pages/ForgotPasswordPage.tsx"), "ForgotPasswordPage");
const ResetPasswordPage = lazyPage(() => import("./modules/auth/pages/ResetPasswordPage.tsx"), "ResetPasswordPage");
const DashboardPage = lazyPage(() => import("./modules/dashboard/pages/DashboardPage.tsx"), "DashboardPage");
const TripListPage = lazyPage(() => import("./modules/trips/list/pages/TripListPage.tsx"), "TripListPage", ["trips"]);
const TripDetailPage = lazyPage(() => import("./modules/trips/detail/pages/TripDetailPage.tsx"), "TripDetailPage", ["trips", "tripoptions", "documents"]);
const TripCreatePage = lazyPage(() => import("./modules/trips/wizard/pages/TripCreatePage.tsx"), "TripCreatePage", tripFormAreas);
const TripEditPage = lazyPage(() => import("./modules/trips/wizard/pages/TripEditPage.tsx"), "TripEditPage", tripFormAreas);
const YachtListPage = lazyPage(() => import("./modules/yachts/pages/YachtListPage.tsx"), "YachtListPage", ["yachts"]);
const YachtAddPage = lazyPage(() => import("./modules/yachts/pages/YachtAddPage.tsx"), "YachtAddPage", ["yachts"]);
const YachtEditPage = lazyPage(() => import("./modules/yachts/pages/YachtEditPage.tsx"), "YachtEditPage", ["yachts"]);
const CaptainProfilePage = lazyPage(() => import("./modules/profile/pages/CaptainProfilePage.tsx"), "CaptainProfilePage", [
  "profile",
  "tripoptions",
  "subscriptions",
  "apitokens",
  "webhooks",
]);
const TestPaymentPage = lazyPage(() => import("./modules/premium/pages/TestPaymentPage.tsx"), "TestPaymentPage", ["subscriptions"]);
const PaymentSuccessPage = lazyPage(() => import("./modules/premium/pages/PaymentSuccessPage.tsx"), "PaymentSuccessPage", ["subscriptions"]);
const PaymentCancelledPage = lazyPage(() => import("./modules/premium/pages/PaymentCancelledPage.tsx"), "PaymentCancelledPage", ["subscriptions"]);
const StaffOfficePage = lazyPage(() => import("./modules/staff/pages/StaffOfficePage.tsx"), "StaffOfficePage", ["office", "subscriptions"]);
const StudentLoginPage = lazyPage(() => import("./modules/student/pages/StudentLoginPage.tsx"), "StudentLoginPage");
const StudentRegisterPage = lazyPage(() => import("./modules/student/pages/StudentRegisterPage.tsx"), "StudentRegisterPage");
const StudentDashboardPage = lazyPage(() => import("./modules/student/pages/StudentDashboardPage.tsx"), "StudentDashboardPage", ["students"]);
const StudentForgotPasswordPage = lazyPage(() => import("./modules/student/pages/StudentForgotPasswordPage.tsx"), "StudentForgotPasswordPage");
const StudentResetPasswordPage = lazyPage(() => import("./modules/student/pages/StudentResetPasswordPage.tsx"), "StudentResetPasswordPage");
const StudentInvitationsPage = lazyPage(() => import("./modules/student/pages/StudentInvitationsPage.tsx"), "StudentInvitationsPage", ["students"]);
const StudentCaptainsPage = lazyPage(() => import("./modules/student/pages/StudentCaptainsPage.tsx"), "StudentCaptainsPage", ["students"]);
const StudentPlannedTripsPage = lazyPage(() => import("./modules/student/pages/StudentPlannedTripsPage.tsx"), "StudentPlannedTripsPage", ["students"]);
const StudentPlannedTripPage = lazyPage(() => import("./modules/student/pages/StudentPlannedTripPage.tsx"), "StudentPlannedTripPage", ["students"]);
const StudentEnrolledTripsPage = lazyPage(() => import("./modules/student/pages/StudentEnrolledTripsPage.tsx"), "StudentEnrolledTripsPage", ["students"]);
const InvitationsPage = lazyPage(() => import("./modules/invitations/pages/InvitationsPage.tsx"), "InvitationsPage", ["students"]);
const MyStudentsPage = lazyPage(() => import("./modules/invitations/pages/MyStudentsPage.tsx"), "MyStudentsPage", ["students"]);
const StudentManagementPage = lazyPage(() => import("./modules/invitations/pages/StudentManagementPage.tsx"), "StudentManagementPage", ["students"]);
const PlannedTripListPage = lazyPage(() => import("./modules/planned/pages/PlannedTripListPage.tsx"), "PlannedTripListPage", ["students"]);
const PlannedTripCreatePage = lazyPage(() => import("./modules/planned/pages/PlannedTripCreatePage.tsx"), "PlannedTripCreatePage", ["students"]);
const PlannedTripEditPage = lazyPage(() => import("./modules/planned/pages/PlannedTripEditPage.tsx"), "PlannedTripEditPage", ["students"]);
const PlannedTripDetailPage = lazyPage(() => import("./modules/planned/pages/PlannedTripDetailPage.tsx"), "PlannedTripDetailPage", ["students"]);
const SeaTimePage = lazyPage(() => import("./modules/seatime/pages/SeaTimePage.tsx"), "SeaTimePage", ["seatime"]);
const TripImportPage = lazyPage(() => import("./modules/seatime/import/TripImportPage.tsx"), "TripImportPage", ["seatime"]);

/** Routes whose pages use Apollo Client: it loads with them (the other pages do without it). */
const withApollo = (children: RouteObject[]): RouteObject => ({ element: <ApolloBoundary />, handle: APOLLO, children });

const pages: RouteObject[] = [
  { path: "/", element: <HomePage /> },
  { path: "/home", element: <Navigate to="/" replace /> },
  { path: "/cennik", element: <PricingPage /> },
  { path: "/pricing", element: <PricingPage /> },
  withApollo([{ path: "/contact", element: <ContactPage /> }]),
  { path: "/developers", element: <DevelopersPage /> },
  { path: "/developers/rest", element: <RestReferencePage /> },
  { path: "/terms-of-service", element: <TermsOfServicePage /> },
  { path: "/privacy-policy", element: <PrivacyPolicyPage /> },
  withApollo([{ path: "/public-trip-card", element: <PublicTripCardPage /> }]),
  {
    element: <CaptainGuestRoute />,
    children: [
      // The sign-in, registration and password screens send their mutations without Apollo.
      { path: "/login", element: <LoginPage /> },
      { path: "/register", element: <RegisterPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/reset-password/:token", element: <ResetPasswordPage /> },
    ],
  },
  {
    element: <CaptainRoute />,
    children: [
      // The dashboard sends its queries without Apollo: a signed-in captain's first screen does without it.
      { path: "/dashboard", element: <DashboardPage /> },
      withApollo([
        { path: "/sailing-trips", element: <TripListPage /> },
        { path: "/sailing-trips/:id", element: <TripDetailPage /> },
        { path: "/sailing-trips/new", element: <TripCreatePage /> },
        { path: "/sailing-trips/edit", element: <Navigate to="/sailing-trips" replace /> },
        { path: "/sailing-trips/edit/:id", element: <TripEditPage /> },
        { path: "/captain-profile", element: <CaptainProfilePage /> },
        { path: "/yachts", element: <YachtListPage /> },
        { path: "/yachts/add", element: <YachtAddPage /> },
        { path: "/yachts/edit", element: <Navigate to="/yachts" replace /> },
        { path: "/yachts/:id/edit", element: <YachtEditPage /> },
        { path: "/sea-time", element: <SeaTimePage /> },
        { path: "/sailing-trips/import", element: <TripImportPage /> },
        { path: "/invitations", element: <InvitationsPage /> },
        { path: "/my-students", element: <MyStudentsPage /> },
        { path: "/student-management", element: <StudentManagementPage /> },
        { path: "/planned-trips", element: <PlannedTripListPage /> },
        { path: "/planned-sailing-trips", element: <PlannedTripListPage /> },
        { path: "/planned-sailing-trips/new", element: <PlannedTripCreatePage /> },
        { path: "/planned-sailing-trips/edit", element: <Navigate to="/planned-sailing-trips" replace /> },
        { path: "/planned-sailing-trips/edit/:id", element: <PlannedTripEditPage /> },
        { path: "/planned-sailing-trips/:id", element: <PlannedTripDetailPage /> },
        { path: "/payment/test/:paymentId", element: <TestPaymentPage /> },
        { path: "/payment/success", element: <PaymentSuccessPage /> },
        { path: "/payment/cancelled", element: <PaymentCancelledPage /> },
      ]),
    ],
  },
  { element: <StaffRoute />, children: [withApollo([{ path: "/staff", element: <StaffOfficePage /> }])] },
  {
    element: <StudentGuestRoute />,
    children: [
      { path: "/student/login", element: <StudentLoginPage /> },
      { path: "/student/register", element: <StudentRegisterPage /> },
      { path: "/student/forgot-password", element: <StudentForgotPasswordPage /> },
      { path: "/student/reset-password", element: <StudentResetPasswordPage /> },
      { path: "/student/reset-password/:token", element: <StudentResetPasswordPage /> },
    ],
  },
  {
    element: <StudentRoute />,
    children: [
      withApollo([
        { path: "/student/dashboard", element: <StudentDashboardPage /> },
        { path: "/student/invitations", element: <StudentInvitationsPage /> },
        { path: "/student/captains", element: <StudentCaptainsPage /> },
        { path: "/student/planned-sailing-trips", element: <StudentPlannedTripsPage /> },
        { path: "/student/planned-sailing-trips/:id", element: <StudentPlannedTripPage /> },
        { path: "/student/enrolled-trips", element: <StudentEnrolledTripsPage /> },
      ]),
    ],
  },
  { path: "*", element: <NotFoundPage /> },
];

/** The layout around every page; a page that fails to render shows the error page inside it. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [{ errorElement: <RouteErrorPage />, children: pages }],
  },
];

/** Loads the code and texts of the page at `pathname` (main.tsx: before hydrating a prerendered page, so it hydrates in one pass). */
export async function preloadPage(pathname: string): Promise<void> {
  const page = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const type: unknown = isValidElement(page) ? page.type : undefined;
  if (typeof type === "function" && "preload" in type && typeof type.preload === "function") await (type as LazyPage).preload();
}

/** Whether the page at `pathname` uses Apollo Client (main.tsx starts loading it beside the first page). */
export const usesApollo = (pathname: string): boolean => matchRoutes(routes, pathname)?.some((match) => match.route.handle === APOLLO) ?? false;
