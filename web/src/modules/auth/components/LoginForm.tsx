import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { z } from "zod";
import type { LoginInput, loginSchema } from "../../../../../validation/auth.ts";
import { CheckboxField } from "../../../components/CheckboxField.tsx";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { useGraphqlSession } from "../../../lib/graphqlSession.ts";
import { lazyResolver } from "../../../lib/lazyResolver.ts";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { studentLoginMutation } from "../../student/graphql/studentLoginMutation.ts";
import type { AccountKind } from "../accountKind.ts";
import { loginMutation } from "../graphql/loginMutation.ts";
import { homePathFor } from "../homePathFor.ts";
import { safeRedirect } from "../safeRedirect.ts";
import { useAuth } from "../useAuth.ts";

// zod comes with the first validation (the login screen shows without it).
const resolver = lazyResolver(async () => (await import("../authResolvers.ts")).loginResolver);

const serverFields = ["email", "password"] as const;
const texts = {
  captain: { failed: "auth.login.failed", submit: "auth.login.submit" },
  student: { failed: "student.login.failed", submit: "student.login.submit" },
} as const;

/**
 * Sign-in of a captain (or staff) or a student (the same schema, another mutation); afterwards back
 * to a safe `redirect` or the account's home page. The mutation is sent without Apollo (the sign-in
 * screens do without it).
 */
export function LoginForm({ kind }: { kind: AccountKind }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signInCaptain, signInStudent } = useAuth();
  const { request } = useGraphqlSession();
  const { control, handleSubmit, setError, formState } = useForm<LoginInput, unknown, z.output<typeof loginSchema>>({
    resolver,
    defaultValues: { email: "", password: "", remember: false },
  });
  const server = useServerErrors(setError, serverFields);

  /** Signs in and answers the account's home page. */
  const signIn = async (input: z.output<typeof loginSchema>) => {
    if (kind === "student") {
      const data = await request(studentLoginMutation, { input });
      signInStudent(data.studentLogin.token, data.studentLogin.student);
      return "/student/dashboard";
    }
    const data = await request(loginMutation, { input });
    signInCaptain(data.login.token, data.login.user);
    return homePathFor(data.login.user.role);
  };

  const onSubmit = handleSubmit(async (input) => {
    server.clearAlert();
    try {
      const home = await signIn(input);
      void navigate(safeRedirect(params.get("redirect")) ?? home, { replace: true });
    } catch (error) {
      server.report(error, intl.formatMessage({ id: texts[kind].failed }));
    }
  });

  const t = (id: string) => intl.formatMessage({ id });
  return (
    <FormLayout onSubmit={(event) => void onSubmit(event)} error={server.alert}>
      <TextField control={control} name="email" type="email" label={t("fields.email")} autoComplete="email" required />
      <TextField control={control} name="password" type="password" label={t("fields.password")} autoComplete="current-password" required />
      <CheckboxField control={control} name="remember" label={t("auth.login.remember")} />
      <SubmitButton submitting={formState.isSubmitting}>{t(texts[kind].submit)}</SubmitButton>
    </FormLayout>
  );
}
