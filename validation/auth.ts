// One schema per sign-in form; the web forms and the API (GraphQL and REST) both parse with these.
import { z } from "zod";
import { confirmMatches, email, newPassword, password, passwordConfirmation, phone, requiredText } from "./fields.ts";

export const loginSchema = z.object({
  email: email(),
  password: password(),
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: requiredText("validation.name.required"),
    email: email(),
    phone: phone(),
    password: newPassword(),
    passwordConfirmation: passwordConfirmation(),
  })
  .superRefine(confirmMatches);
export type RegisterInput = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: email() });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string().trim().min(1, { message: "auth.resetLinkInvalid" }),
    email: z
      .string()
      .trim()
      .min(1, { message: "auth.resetLinkInvalid" })
      .transform((v) => v.toLowerCase()),
    password: newPassword(),
    passwordConfirmation: passwordConfirmation(),
  })
  .superRefine(confirmMatches);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const studentRegisterSchema = z
  .object({
    firstName: requiredText("validation.firstName.required", 100),
    lastName: requiredText("validation.lastName.required", 100),
    email: email(),
    phone: phone(),
    password: newPassword(),
    passwordConfirmation: passwordConfirmation(),
  })
  .superRefine(confirmMatches);
export type StudentRegisterInput = z.input<typeof studentRegisterSchema>;
