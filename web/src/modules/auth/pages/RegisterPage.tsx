import type { AccountKind } from "../accountKind.ts";
import { AuthScreen } from "../components/AuthScreen.tsx";
import { RegisterForm } from "../components/RegisterForm.tsx";

/** Each kind's title, subtitle and way to its sign-in page. */
const SCREENS = {
  captain: {
    titleId: "auth.register.title",
    subtitleId: "auth.register.subtitle",
    links: [{ to: "/login", textId: "auth.register.loginLink", leadId: "auth.register.haveAccount" }],
  },
  student: {
    titleId: "student.register.title",
    subtitleId: "student.register.subtitle",
    links: [{ to: "/student/login", textId: "student.register.loginLink" }],
  },
} as const;

/** /register; with kind="student" the students' page /student/register. */
export function RegisterPage({ kind = "captain" }: { kind?: AccountKind }) {
  const screen = SCREENS[kind];
  return (
    <AuthScreen titleId={screen.titleId} subtitleId={screen.subtitleId} links={screen.links}>
      <RegisterForm kind={kind} />
    </AuthScreen>
  );
}
