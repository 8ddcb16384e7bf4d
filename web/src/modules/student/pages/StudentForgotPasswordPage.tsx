import { ForgotPasswordPage } from "../../auth/pages/ForgotPasswordPage.tsx";

/** /student/forgot-password: the captains' page for a student account. */
export function StudentForgotPasswordPage() {
  return <ForgotPasswordPage audience="student" />;
}
