import { AuthScreen } from "../../auth/components/AuthScreen.tsx";
import { LoginForm } from "../../auth/components/LoginForm.tsx";
import { SessionExpiredNotice } from "../../auth/components/SessionExpiredNotice.tsx";
import { useStudentSignIn } from "../hooks/useStudentSignIn.ts";

const LINKS = [
  { to: "/student/forgot-password", textId: "student.login.forgotLink" },
  { to: "/student/register", textId: "student.login.registerLink" },
  { to: "/login", textId: "student.login.captainLink" },
];

/** /student/login: a student signs in; links to the password reset, registration and the captains' sign-in. */
export function StudentLoginPage() {
  const signIn = useStudentSignIn();
  return (
    <AuthScreen titleId="student.login.title" subtitleId="student.login.subtitle" links={LINKS}>
      <SessionExpiredNotice />
      <LoginForm kind="student" signIn={signIn} />
    </AuthScreen>
  );
}
