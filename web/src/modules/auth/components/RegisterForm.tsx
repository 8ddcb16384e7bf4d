import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import type { z } from "zod";
import { type RegisterInput, registerSchema } from "../../../../../validation/auth.ts";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { registerMutation } from "../graphql/registerMutation.ts";
import { useAuth } from "../useAuth.ts";

const serverFields = ["name", "email", "phone", "password", "passwordConfirmation"] as const;

/** Captain registration; signs the new captain in and opens the dashboard. */
export function RegisterForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { signInCaptain } = useAuth();
  const [register] = useMutation(registerMutation);
  const { control, handleSubmit, setError, formState } = useForm<RegisterInput, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: "", email: "", phone: "", password: "", passwordConfirmation: "" },
  });
  const server = useServerErrors(setError, serverFields);

  const onSubmit = handleSubmit(async (input) => {
    server.clearAlert();
    try {
      const { data } = await register({ variables: { input } });
      if (!data) throw new Error("Register returned no data");
      signInCaptain(data.register.token, data.register.user);
      void navigate("/dashboard", { replace: true });
    } catch (error) {
      server.report(error, intl.formatMessage({ id: "auth.register.failed" }));
    }
  });

  const t = (id: string) => intl.formatMessage({ id });
  return (
    <FormLayout onSubmit={onSubmit} error={server.alert}>
      <TextField control={control} name="name" label={t("fields.name")} autoComplete="name" required />
      <TextField control={control} name="email" type="email" label={t("fields.email")} autoComplete="email" required />
      <TextField control={control} name="phone" type="tel" label={t("fields.phone")} autoComplete="tel" required />
      <TextField control={control} name="password" type="password" label={t("fields.password")} autoComplete="new-password" required />
      <TextField
        control={control}
        name="passwordConfirmation"
        type="password"
        label={t("fields.passwordConfirmation")}
        autoComplete="new-password"
        required
      />
      <SubmitButton submitting={formState.isSubmitting}>{t("auth.register.submit")}</SubmitButton>
    </FormLayout>
  );
}
