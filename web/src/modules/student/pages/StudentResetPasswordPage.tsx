import { ResetPasswordPage } from "../../auth/pages/ResetPasswordPage.tsx";

/** /student/reset-password/:token?email=...: the captains' page for a student account (then /student/login). */
export function StudentResetPasswordPage() {
  return <ResetPasswordPage audience="student" />;
}
