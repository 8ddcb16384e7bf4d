import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import type { z } from "zod";
import { type StudentRegisterInput, studentRegisterSchema } from "../../../../../validation/auth.ts";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { useAuth } from "../../auth/useAuth.ts";
import { studentRegisterMutation } from "../graphql/studentRegisterMutation.ts";

const serverFields = ["firstName", "lastName", "email", "phone", "password", "passwordConfirmation"] as const;

/** Student registration; signs the new student in and opens the student dashboard. */
export function StudentRegisterForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { signInStudent } = useAuth();
  const [studentRegister] = useMutation(studentRegisterMutation);
  const { control, handleSubmit, setError, formState } = useForm<
    StudentRegisterInput,
    unknown,
    z.output<typeof studentRegisterSchema>
  >({
    resolver: zodResolver(studentRegisterSchema),
    defaultValues: { firstName: "", lastName: "", email: "", phone: "", password: "", passwordConfirmation: "" },
  });
  const server = useServerErrors(setError, serverFields);

  const onSubmit = handleSubmit(async (input) => {
    server.clearAlert();
    try {
      const { data } = await studentRegister({ variables: { input } });
      if (!data) throw new Error("StudentRegister returned no data");
      signInStudent(data.studentRegister.token, data.studentRegister.student);
      void navigate("/student/dashboard", { replace: true });
    } catch (error) {
      server.report(error, intl.formatMessage({ id: "student.register.failed" }));
    }
  });

  const t = (id: string) => intl.formatMessage({ id });
  return (
    <FormLayout onSubmit={onSubmit} error={server.alert}>
      <TextField control={control} name="firstName" label={t("fields.firstName")} autoComplete="given-name" required />
      <TextField control={control} name="lastName" label={t("fields.lastName")} autoComplete="family-name" required />
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
      <SubmitButton submitting={formState.isSubmitting}>{t("student.register.submit")}</SubmitButton>
    </FormLayout>
  );
}
