import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { z } from "zod";
import { type LoginInput, studentLoginSchema } from "../../../../../validation/auth.ts";
import { CheckboxField } from "../../../components/CheckboxField.tsx";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { safeRedirect } from "../../auth/safeRedirect.ts";
import { useAuth } from "../../auth/useAuth.ts";
import { studentLoginMutation } from "../graphql/studentLoginMutation.ts";

const serverFields = ["email", "password"] as const;

/** Student sign-in; afterwards back to a safe `redirect` or /student/dashboard. */
export function StudentLoginForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signInStudent } = useAuth();
  const [studentLogin] = useMutation(studentLoginMutation);
  const { control, handleSubmit, setError, formState } = useForm<LoginInput, unknown, z.output<typeof studentLoginSchema>>({
    resolver: zodResolver(studentLoginSchema),
    defaultValues: { email: "", password: "", remember: false },
  });
  const server = useServerErrors(setError, serverFields);

  const onSubmit = handleSubmit(async (input) => {
    server.clearAlert();
    try {
      const { data } = await studentLogin({ variables: { input } });
      if (!data) throw new Error("StudentLogin returned no data");
      signInStudent(data.studentLogin.token, data.studentLogin.student);
      void navigate(safeRedirect(params.get("redirect")) ?? "/student/dashboard", { replace: true });
    } catch (error) {
      server.report(error, intl.formatMessage({ id: "student.login.failed" }));
    }
  });

  const t = (id: string) => intl.formatMessage({ id });
  return (
    <FormLayout onSubmit={onSubmit} error={server.alert}>
      <TextField control={control} name="email" type="email" label={t("fields.email")} autoComplete="email" required />
      <TextField control={control} name="password" type="password" label={t("fields.password")} autoComplete="current-password" required />
      <CheckboxField control={control} name="remember" label={t("auth.login.remember")} />
      <SubmitButton submitting={formState.isSubmitting}>{t("student.login.submit")}</SubmitButton>
    </FormLayout>
  );
}
