import { useRef } from "react";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { z } from "zod";
import type { LoginInput, loginSchema } from "../../../../../validation/auth.ts";
import { CheckboxField } from "../../../components/CheckboxField.tsx";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { useValuesFilledBeforeTheApp } from "../../../components/useValuesFilledBeforeTheApp.ts";
import { lazyResolver } from "../../../lib/lazyResolver.ts";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import type { AccountKind } from "../accountKind.ts";
import { safeRedirect } from "../safeRedirect.ts";

// zod comes with the first validation (the login screen shows without it).
const resolver = lazyResolver(async () => (await import("../authResolvers.ts")).loginResolver);

const serverFields = ["email", "password"] as const;
const texts = {
  captain: { failed: "auth.login.failed", submit: "auth.login.submit" },
  student: { failed: "student.login.failed", submit: "student.login.submit" },
} as const;

interface LoginFormProps {
  kind: AccountKind;
  /** Signs in (useCaptainSignIn, useStudentSignIn) and answers the account's home page. */
  signIn: (input: z.output<typeof loginSchema>) => Promise<string>;
}

/**
 * Sign-in of a captain (or staff) or a student (the same schema; each page brings its own mutation,
 * so neither carries the other's); afterwards back to a safe `redirect` or the account's home page.
 * The mutation is sent without Apollo (the sign-in screens do without it).
 */
export function LoginForm({ kind, signIn }: LoginFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { control, handleSubmit, setError, setValue, formState } = useForm<LoginInput, unknown, z.output<typeof loginSchema>>({
    resolver,
    defaultValues: { email: "", password: "", remember: false },
  });
  const server = useServerErrors(setError, serverFields);
  // The captain's sign-in page is prerendered (prerender.tsx): it may be typed into before the app is in.
  const formRef = useRef<HTMLFormElement>(null);
  useValuesFilledBeforeTheApp(formRef, setValue, ["email", "password", "remember"]);

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
    <FormLayout formRef={formRef} onSubmit={(event) => void onSubmit(event)} error={server.alert}>
      <TextField control={control} name="email" type="email" label={t("fields.email")} autoComplete="email" required />
      <TextField control={control} name="password" type="password" label={t("fields.password")} autoComplete="current-password" required />
      <CheckboxField control={control} name="remember" label={t("auth.login.remember")} />
      <SubmitButton submitting={formState.isSubmitting}>{t(texts[kind].submit)}</SubmitButton>
    </FormLayout>
  );
}
