import type { MockLink } from "@apollo/client/testing";
import type { GraphQLFormattedError } from "graphql";
import { forgotPasswordMutation } from "../modules/auth/graphql/forgotPasswordMutation.ts";
import { loginMutation } from "../modules/auth/graphql/loginMutation.ts";
import { logoutMutation } from "../modules/auth/graphql/logoutMutation.ts";
import { meQuery } from "../modules/auth/graphql/meQuery.ts";
import { registerMutation } from "../modules/auth/graphql/registerMutation.ts";
import { resetPasswordMutation } from "../modules/auth/graphql/resetPasswordMutation.ts";
import { studentLoginMutation } from "../modules/student/graphql/studentLoginMutation.ts";
import { studentLogoutMutation } from "../modules/student/graphql/studentLogoutMutation.ts";
import { studentMeQuery } from "../modules/student/graphql/studentMeQuery.ts";

type Mock = MockLink.MockedResponse;
type Variables = Record<string, unknown>;

const captain = { __typename: "User", id: "u1", name: "Jan Kowalski", email: "jan@example.com", phone: "+48 600 100 200", role: "captain" };
const staff = { ...captain, id: "u2", name: "Anna Biuro", email: "biuro@example.com", role: "staff" };
const student = { __typename: "Student", id: "s1", firstName: "Ola", lastName: "Nowak", email: "ola@example.com", phone: "+48 600 300 400" };

/** Records the variables of every matching request, so tests can assert what was sent. */
function recorder(calls: Variables[]) {
  return (variables: Variables) => {
    calls.push(variables);
    return true;
  };
}

/** Builders of mocked GraphQL responses and stored sessions for the auth tests. */
export const authMocks = {
  captain,
  staff,
  student,
  captainStorage: (user: typeof captain = captain) => ({ token: "captain-token", user: JSON.stringify(user) }),
  studentStorage: () => ({ studentToken: "student-token", student: JSON.stringify(student) }),
  me: (user: typeof captain | null): Mock => ({ request: { query: meQuery }, result: { data: { me: user } } }),
  studentMe: (value: typeof student | null): Mock => ({ request: { query: studentMeQuery }, result: { data: { studentMe: value } } }),
  login: (user: typeof captain = captain, calls: Variables[] = [], delay = 0, hasPremium = false): Mock => ({
    request: { query: loginMutation, variables: recorder(calls) },
    delay,
    result: { data: { login: { __typename: "AuthPayload", message: "Zalogowano pomyślnie", token: "new-token", hasPremium, user } } },
  }),
  loginError: (errors: GraphQLFormattedError[]): Mock => ({ request: { query: loginMutation, variables: () => true }, result: { errors } }),
  loginNetworkError: (): Mock => ({ request: { query: loginMutation, variables: () => true }, error: new Error("Failed to fetch") }),
  register: (calls: Variables[] = []): Mock => ({
    request: { query: registerMutation, variables: recorder(calls) },
    result: { data: { register: { __typename: "AuthPayload", message: "Konto zostało utworzone", token: "new-token", hasPremium: false, user: captain } } },
  }),
  logout: (): Mock => ({
    request: { query: logoutMutation },
    result: { data: { logout: { __typename: "MessagePayload", success: true, message: "Wylogowano" } } },
  }),
  logoutError: (): Mock => ({ request: { query: logoutMutation }, error: new Error("Failed to fetch") }),
  forgotPassword: (message: string): Mock => ({
    request: { query: forgotPasswordMutation, variables: () => true },
    result: { data: { forgotPassword: { __typename: "MessagePayload", success: true, message } } },
  }),
  resetPassword: (message: string, calls: Variables[] = []): Mock => ({
    request: { query: resetPasswordMutation, variables: recorder(calls) },
    result: { data: { resetPassword: { __typename: "MessagePayload", success: true, message } } },
  }),
  studentLogout: (): Mock => ({
    request: { query: studentLogoutMutation },
    result: { data: { studentLogout: { __typename: "MessagePayload", success: true, message: "Wylogowano" } } },
  }),
  studentLogin: (calls: Variables[] = []): Mock => ({
    request: { query: studentLoginMutation, variables: recorder(calls) },
    result: { data: { studentLogin: { __typename: "StudentAuthPayload", message: "Zalogowano pomyślnie", token: "student-token", student } } },
  }),
};
