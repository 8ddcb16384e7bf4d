import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { z } from "zod";
import { type LoginInput, loginSchema } from "../../../../../validation/auth.ts";
import { CheckboxField } from "../../../components/CheckboxField.tsx";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { loginMutation } from "../graphql/loginMutation.ts";
import { homePathFor } from "../homePathFor.ts";
import { safeRedirect } from "../safeRedirect.ts";
import { useAuth } from "../useAuth.ts";

const serverFields = ["email", "password"] as const;

/** Captain/staff sign-in; afterwards back to a safe `redirect` or the user's home page. */
export function LoginForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signInCaptain } = useAuth();
  const [login] = useMutation(loginMutation);
  const { control, handleSubmit, setError, formState } = useForm<LoginInput, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", remember: false },
  });
  const server = useServerErrors(setError, serverFields);

  const onSubmit = handleSubmit(async (input) => {
    server.clearAlert();
    try {
      const { data } = await login({ variables: { input } });
      if (!data) throw new Error("Login returned no data");
      signInCaptain(data.login.token, data.login.user);
      void navigate(safeRedirect(params.get("redirect")) ?? homePathFor(data.login.user.role), { replace: true });
    } catch (error) {
      server.report(error, intl.formatMessage({ id: "auth.login.failed" }));
    }
  });

  const t = (id: string) => intl.formatMessage({ id });
  return (
    <FormLayout onSubmit={onSubmit} error={server.alert}>
      <TextField control={control} name="email" type="email" label={t("fields.email")} autoComplete="email" required />
      <TextField control={control} name="password" type="password" label={t("fields.password")} autoComplete="current-password" required />
      <CheckboxField control={control} name="remember" label={t("auth.login.remember")} />
      <SubmitButton submitting={formState.isSubmitting}>{t("auth.login.submit")}</SubmitButton>
    </FormLayout>
  );
}
