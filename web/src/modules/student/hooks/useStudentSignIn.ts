import type { z } from "zod";
import type { loginSchema } from "../../../../../validation/auth.ts";
import { useGraphqlSession } from "../../../lib/graphqlSession.ts";
import { useAuth } from "../../auth/useAuth.ts";
import { studentLoginMutation } from "../graphql/studentLoginMutation.ts";

/** A student's sign-in: keeps the session and answers the student's home page. */
export function useStudentSignIn() {
  const { signInStudent } = useAuth();
  const { request } = useGraphqlSession();
  return async (input: z.output<typeof loginSchema>) => {
    const data = await request(studentLoginMutation, { input });
    signInStudent(data.studentLogin.token, data.studentLogin.student);
    return "/student/dashboard";
  };
}
