import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { type RegisterInput, type StudentRegisterInput, registerSchema, studentRegisterSchema } from "../../../../../validation/auth.ts";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { studentRegisterMutation } from "../../student/graphql/studentRegisterMutation.ts";
import type { AccountKind } from "../accountKind.ts";
import { registerMutation } from "../graphql/registerMutation.ts";
import { useAuth } from "../useAuth.ts";

/** Both accounts' fields: a captain types one name, a student first and last name; the rest is the same. */
type RegisterValues = RegisterInput & StudentRegisterInput;

const serverFields = ["name", "firstName", "lastName", "email", "phone", "password", "passwordConfirmation"] as const;
const empty: RegisterValues = { name: "", firstName: "", lastName: "", email: "", phone: "", password: "", passwordConfirmation: "" };
const texts = {
  captain: { failed: "auth.register.failed", submit: "auth.register.submit" },
  student: { failed: "student.register.failed", submit: "student.register.submit" },
} as const;

const captainResolver = zodResolver(registerSchema);
const studentResolver = zodResolver(studentRegisterSchema);
/** The account kind's own schema checks the values (the other kind's name fields are ignored). */
const resolvers: Record<AccountKind, Resolver<RegisterValues>> = {
  captain: async (values, context, options) => (await captainResolver(values, context, options as never)) as never,
  student: async (values, context, options) => (await studentResolver(values, context, options as never)) as never,
};

/** Registration of a captain or a student; signs the new account in and opens its dashboard. */
export function RegisterForm({ kind }: { kind: AccountKind }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { signInCaptain, signInStudent } = useAuth();
  const [register] = useMutation(registerMutation);
  const [studentRegister] = useMutation(studentRegisterMutation);
  const { control, handleSubmit, setError, formState } = useForm<RegisterValues>({ resolver: resolvers[kind], defaultValues: empty });
  const server = useServerErrors(setError, serverFields);

  /** Registers and signs in; answers the new account's home page. */
  const signUp = async ({ name, firstName, lastName, ...common }: RegisterValues) => {
    if (kind === "student") {
      const { data } = await studentRegister({ variables: { input: { firstName, lastName, ...common } } });
      if (!data) throw new Error("StudentRegister returned no data");
      signInStudent(data.studentRegister.token, data.studentRegister.student);
      return "/student/dashboard";
    }
    const { data } = await register({ variables: { input: { name, ...common } } });
    if (!data) throw new Error("Register returned no data");
    signInCaptain(data.register.token, data.register.user);
    return "/dashboard";
  };

  const onSubmit = handleSubmit(async (input) => {
    server.clearAlert();
    try {
      void navigate(await signUp(input), { replace: true });
    } catch (error) {
      server.report(error, intl.formatMessage({ id: texts[kind].failed }));
    }
  });

  const t = (id: string) => intl.formatMessage({ id });
  return (
    <FormLayout onSubmit={(event) => void onSubmit(event)} error={server.alert}>
      {kind === "student" ? (
        <>
          <TextField control={control} name="firstName" label={t("fields.firstName")} autoComplete="given-name" required />
          <TextField control={control} name="lastName" label={t("fields.lastName")} autoComplete="family-name" required />
        </>
      ) : (
        <TextField control={control} name="name" label={t("fields.name")} autoComplete="name" required />
      )}
      <TextField control={control} name="email" type="email" label={t("fields.email")} autoComplete="email" required />
      <TextField control={control} name="phone" type="tel" label={t("fields.phone")} autoComplete="tel" required />
      <TextField control={control} name="password" type="password" label={t("fields.password")} autoComplete="new-password" required />
      <TextField control={control} name="passwordConfirmation" type="password" label={t("fields.passwordConfirmation")} autoComplete="new-password" required />
      <SubmitButton submitting={formState.isSubmitting}>{t(texts[kind].submit)}</SubmitButton>
    </FormLayout>
  );
}
