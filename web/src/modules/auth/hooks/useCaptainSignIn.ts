import type { z } from "zod";
import type { loginSchema } from "../../../../../validation/auth.ts";
import { useGraphqlSession } from "../../../lib/graphqlSession.ts";
import { loginMutation } from "../graphql/loginMutation.ts";
import { homePathFor } from "../homePathFor.ts";
import { useAuth } from "../useAuth.ts";

/** A captain's (or staff member's) sign-in: keeps the session and answers the account's home page. */
export function useCaptainSignIn() {
  const { signInCaptain } = useAuth();
  const { request } = useGraphqlSession();
  return async (input: z.output<typeof loginSchema>) => {
    const data = await request(loginMutation, { input });
    signInCaptain(data.login.token, data.login.user);
    return homePathFor(data.login.user.role);
  };
}
