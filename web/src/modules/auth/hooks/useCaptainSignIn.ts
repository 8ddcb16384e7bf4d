import type { z } from "zod";
import type { loginSchema } from "../../../../../validation/auth.ts";
import { useGraphqlSession } from "../../../lib/graphqlSession.ts";
import { loginMutation } from "../graphql/loginMutation.ts";
import { homePathFor } from "../homePathFor.ts";
import { useAuth } from "../useAuth.ts";
import { premiumStore } from "../authStorage.ts";

/** A captain's (or staff member's) sign-in: keeps the session and answers the account's home page. */
export function useCaptainSignIn() {
  const { signInCaptain } = useAuth();
  const { request } = useGraphqlSession();
  return async (input: z.output<typeof loginSchema>) => {
    const data = await request(loginMutation, { input });
    signInCaptain(data.login.token, data.login.user);
    // Known from the sign-in's answer: a Premium captain's first screen shows Premium features at once
    // (not greyed with '(wymaga Premium)' until usePremium's own question is answered).
    premiumStore.write(data.login.hasPremium);
    return homePathFor(data.login.user.role);
  };
}
