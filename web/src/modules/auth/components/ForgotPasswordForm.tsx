import { useState } from "react";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import type { z } from "zod";
import type { ForgotPasswordInput, forgotPasswordSchema } from "../../../../../validation/auth.ts";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { useGraphqlSession } from "../../../lib/graphqlSession.ts";
import { lazyResolver } from "../../../lib/lazyResolver.ts";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { studentForgotPasswordMutation } from "../../student/graphql/studentPasswordMutations.ts";
import { forgotPasswordMutation } from "../graphql/forgotPasswordMutation.ts";
import { useCountdown } from "../hooks/useCountdown.ts";

/** Seconds before another reset link may be requested (spec §9). */
const RESEND_DELAY_SECONDS = 60;
const serverFields = ["email"] as const;
const resolver = lazyResolver(async () => (await import("../authResolvers.ts")).forgotPasswordResolver);

/**
 * Asks for a password reset link (a captain's, or a student's with audience="student"); after success
 * shows the server's message and locks resending for 60 s. Sent without Apollo (the screen does without it).
 */
export function ForgotPasswordForm({ audience = "captain" }: { audience?: "captain" | "student" }) {
  const intl = useIntl();
  const { request } = useGraphqlSession();
  const forgotPassword = async (input: ForgotPasswordInput) =>
    audience === "student"
      ? (await request(studentForgotPasswordMutation, { input })).studentForgotPassword
      : (await request(forgotPasswordMutation, { input })).forgotPassword;
  const [success, setSuccess] = useState<string | null>(null);
  const { secondsLeft, start } = useCountdown();
  const { control, handleSubmit, setError, formState } = useForm<ForgotPasswordInput, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver,
    defaultValues: { email: "" },
  });
  const server = useServerErrors(setError, serverFields);

  const onSubmit = handleSubmit(async (input) => {
    server.clearAlert();
    setSuccess(null);
    try {
      const answer = await forgotPassword(input);
      setSuccess(answer.message || intl.formatMessage({ id: "auth.resetLinkSent" }));
      start(RESEND_DELAY_SECONDS);
    } catch (error) {
      server.report(error, intl.formatMessage({ id: "auth.forgot.failed" }));
    }
  });

  return (
    <FormLayout onSubmit={onSubmit} error={server.alert} success={success}>
      <TextField control={control} name="email" type="email" label={intl.formatMessage({ id: "fields.email" })} autoComplete="email" required />
      <SubmitButton submitting={formState.isSubmitting} disabled={secondsLeft > 0}>
        {secondsLeft > 0 ? intl.formatMessage({ id: "auth.forgot.resendIn" }, { seconds: secondsLeft }) : intl.formatMessage({ id: "auth.forgot.submit" })}
      </SubmitButton>
    </FormLayout>
  );
}
