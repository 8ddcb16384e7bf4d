import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { type ChangePasswordInput, changePasswordSchema } from "../../../../../validation/profile.ts";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { changePasswordMutation } from "../graphql/changePasswordMutation.ts";

const serverFields = ["currentPassword", "newPassword", "newPasswordConfirmation"] as const;
const empty: ChangePasswordInput = { currentPassword: "", newPassword: "", newPasswordConfirmation: "" };

/** The password change; other devices are signed out, this one stays signed in. */
export function PasswordForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [success, setSuccess] = useState<string | null>(null);
  const [change] = useMutation(changePasswordMutation);
  const { control, handleSubmit, setError, formState, reset } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: empty,
  });
  const server = useServerErrors(setError, serverFields);

  const onSubmit = handleSubmit(async (input) => {
    server.clearAlert();
    setSuccess(null);
    try {
      const { data } = await change({ variables: { input } });
      if (!data?.changePassword.success) throw new Error("changePassword failed");
      setSuccess(data.changePassword.message || t("profile.password.changed"));
      reset(empty);
    } catch (error) {
      server.report(error, t("profile.password.failed"));
    }
  });

  return (
    <FormLayout onSubmit={onSubmit} error={server.alert} success={success}>
      <TextField control={control} name="currentPassword" type="password" label={t("profile.password.current")} autoComplete="current-password" required />
      <TextField control={control} name="newPassword" type="password" label={t("profile.password.new")} autoComplete="new-password" required />
      <TextField control={control} name="newPasswordConfirmation" type="password" label={t("profile.password.confirm")} autoComplete="new-password" required />
      <SubmitButton submitting={formState.isSubmitting}>{t("profile.password.submit")}</SubmitButton>
    </FormLayout>
  );
}
