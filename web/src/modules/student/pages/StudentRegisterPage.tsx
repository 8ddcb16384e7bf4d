import { RegisterPage } from "../../auth/pages/RegisterPage.tsx";

/** /student/register: the captains' page for a student account. */
export function StudentRegisterPage() {
  return <RegisterPage kind="student" />;
}
