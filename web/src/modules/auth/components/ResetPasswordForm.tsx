import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import type { z } from "zod";
import type { ResetPasswordInput, resetPasswordSchema } from "../../../../../validation/auth.ts";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { useGraphqlSession } from "../../../lib/graphqlSession.ts";
import { lazyResolver } from "../../../lib/lazyResolver.ts";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { studentResetPasswordMutation } from "../../student/graphql/studentPasswordMutations.ts";
import { resetPasswordMutation } from "../graphql/resetPasswordMutation.ts";

/** Milliseconds between a successful reset and the move to /login (spec §9). */
const REDIRECT_DELAY_MS = 2000;
const serverFields = ["password", "passwordConfirmation"] as const;
const resolver = lazyResolver(async () => (await import("../authResolvers.ts")).resetPasswordResolver);

interface ResetPasswordFormProps {
  token: string;
  email: string;
  /** Whose password: a captain's (then /login) or a student's (then /student/login). */
  audience?: "captain" | "student";
}

/** Sets a new password with the emailed token (sent without Apollo); on success goes to /login 2 seconds later. */
export function ResetPasswordForm({ token, email, audience = "captain" }: ResetPasswordFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { request } = useGraphqlSession();
  const resetPassword = async (input: ResetPasswordInput) =>
    audience === "student"
      ? (await request(studentResetPasswordMutation, { input })).studentResetPassword
      : (await request(resetPasswordMutation, { input })).resetPassword;
  const loginPath = audience === "student" ? "/student/login" : "/login";
  const [success, setSuccess] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ResetPasswordInput, unknown, z.output<typeof resetPasswordSchema>>({
    resolver,
    defaultValues: { token, email, password: "", passwordConfirmation: "" },
  });
  const server = useServerErrors(setError, serverFields);

  useEffect(() => {
    if (!success) return undefined;
    const timer = window.setTimeout(() => void navigate(loginPath, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [success, navigate, loginPath]);

  const onSubmit = handleSubmit(async (input) => {
    server.clearAlert();
    try {
      const answer = await resetPassword(input);
      setSuccess(answer.message || intl.formatMessage({ id: "auth.passwordReset" }));
    } catch (error) {
      server.report(error, intl.formatMessage({ id: "auth.reset.failed" }));
    }
  });

  const t = (id: string) => intl.formatMessage({ id });
  const done = success !== null;
  return (
    <FormLayout
      onSubmit={onSubmit}
      error={server.alert}
      success={
        done ? (
          <>
            <div>{success}</div>
            <div>{t("auth.reset.redirecting")}</div>
          </>
        ) : null
      }
    >
      <TextField control={control} name="password" type="password" label={t("fields.newPassword")} autoComplete="new-password" required disabled={done} />
      <TextField
        control={control}
        name="passwordConfirmation"
        type="password"
        label={t("fields.passwordConfirmation")}
        autoComplete="new-password"
        required
        disabled={done}
      />
      <SubmitButton submitting={formState.isSubmitting} disabled={done}>
        {t("auth.reset.submit")}
      </SubmitButton>
    </FormLayout>
  );
}
