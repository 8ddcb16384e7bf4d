import { type Resolver, useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import type { RegisterInput, StudentRegisterInput } from "../../../../../validation/auth.ts";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { useGraphqlSession } from "../../../lib/graphqlSession.ts";
import { lazyResolver } from "../../../lib/lazyResolver.ts";
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

/** The account kind's own schema checks the values (the other kind's name fields are ignored); zod loads on the first check. */
const resolvers: Record<AccountKind, Resolver<RegisterValues>> = {
  captain: lazyResolver(async () => (await import("../authResolvers.ts")).captainRegisterResolver as unknown as Resolver<RegisterValues>),
  student: lazyResolver(async () => (await import("../authResolvers.ts")).studentRegisterResolver as unknown as Resolver<RegisterValues>),
};

/** Registration of a captain or a student (sent without Apollo); signs the new account in and opens its dashboard. */
export function RegisterForm({ kind }: { kind: AccountKind }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { signInCaptain, signInStudent } = useAuth();
  const { request } = useGraphqlSession();
  const { control, handleSubmit, setError, formState } = useForm<RegisterValues>({ resolver: resolvers[kind], defaultValues: empty });
  const server = useServerErrors(setError, serverFields);

  /** Registers and signs in; answers the new account's home page. */
  const signUp = async ({ name, firstName, lastName, ...common }: RegisterValues) => {
    if (kind === "student") {
      const data = await request(studentRegisterMutation, { input: { firstName, lastName, ...common } });
      signInStudent(data.studentRegister.token, data.studentRegister.student);
      return "/student/dashboard";
    }
    const data = await request(registerMutation, { input: { name, ...common } });
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
