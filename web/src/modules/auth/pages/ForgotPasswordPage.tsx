import type { AccountKind } from "../accountKind.ts";
import { AuthScreen } from "../components/AuthScreen.tsx";
import { ForgotPasswordForm } from "../components/ForgotPasswordForm.tsx";

/** Each audience's title and way back to its sign-in page. */
const SCREENS = {
  captain: { titleId: "auth.forgot.title", links: [{ to: "/login", textId: "auth.forgot.backToLogin" }] },
  student: { titleId: "student.forgot.title", links: [{ to: "/student/login", textId: "student.forgot.backToLogin" }] },
} as const;

/** /forgot-password; with audience="student" the students' page /student/forgot-password. */
export function ForgotPasswordPage({ audience = "captain" }: { audience?: AccountKind }) {
  const { titleId, links } = SCREENS[audience];
  return (
    <AuthScreen titleId={titleId} subtitleId="auth.forgot.subtitle" links={links}>
      <ForgotPasswordForm audience={audience} />
    </AuthScreen>
  );
}
