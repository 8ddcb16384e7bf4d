import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "../../../../validation/auth.ts";

/** The sign-in form's resolver: its own chunk with zod (LoginForm loads it through lazyResolver). */
export const loginResolver = zodResolver(loginSchema);
