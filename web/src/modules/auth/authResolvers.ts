import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, studentRegisterSchema } from "../../../../validation/auth.ts";

// The sign-in, registration and password forms' resolvers: their own chunk with zod, which the forms
// load through lazyResolver on the first validation (the screens show without it).
export const loginResolver = zodResolver(loginSchema);
export const captainRegisterResolver = zodResolver(registerSchema);
export const studentRegisterResolver = zodResolver(studentRegisterSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
export const resetPasswordResolver = zodResolver(resetPasswordSchema);
