import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import type { z } from "zod";
import { type ResetPasswordInput, resetPasswordSchema } from "../../../../../validation/auth.ts";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { resetPasswordMutation } from "../graphql/resetPasswordMutation.ts";

/** Milliseconds between a successful reset and the move to /login (spec §9). */
const REDIRECT_DELAY_MS = 2000;
const serverFields = ["password", "passwordConfirmation"] as const;

interface ResetPasswordFormProps {
  token: string;
  email: string;
}

/** Sets a new password with the emailed token; on success goes to /login 2 seconds later. */
export function ResetPasswordForm({ token, email }: ResetPasswordFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [resetPassword] = useMutation(resetPasswordMutation);
  const [success, setSuccess] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ResetPasswordInput, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, email, password: "", passwordConfirmation: "" },
  });
  const server = useServerErrors(setError, serverFields);

  useEffect(() => {
    if (!success) return undefined;
    const timer = window.setTimeout(() => navigate("/login", { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [success, navigate]);

  const onSubmit = handleSubmit(async (input) => {
    server.clearAlert();
    try {
      const { data } = await resetPassword({ variables: { input } });
      if (!data) throw new Error("ResetPassword returned no data");
      setSuccess(data.resetPassword.message || intl.formatMessage({ id: "auth.passwordReset" }));
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
      <TextField
        control={control}
        name="password"
        type="password"
        label={t("fields.newPassword")}
        autoComplete="new-password"
        required
        disabled={done}
      />
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
