import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { languageStorage } from "./i18n/languageStorage.ts";
import { authStorage } from "./modules/auth/authStorage.ts";

interface ApolloOptions {
  uri?: string;
  /** For tests: a fetch that records requests. */
  fetch?: typeof fetch;
}

/**
 * Every request carries Accept-Language (the server translates its messages by it) and the bearer
 * token: the student token for operations named `Student...`, the captain/staff token otherwise.
 * Both are read from localStorage at request time, so a login or a language switch applies at once.
 */
const headersLink = new SetContextLink((prevContext, operation) => {
  const isStudentOperation = operation.operationName?.startsWith("Student") ?? false;
  const token = isStudentOperation ? authStorage.studentToken() : authStorage.captainToken();
  const headers: Record<string, string> = { ...prevContext.headers, "Accept-Language": languageStorage.read() };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { headers };
});

export function createApolloClient({ uri = "/graphql", fetch }: ApolloOptions = {}): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([headersLink, new HttpLink({ uri, fetch })]),
    cache: new InMemoryCache(),
  });
}
