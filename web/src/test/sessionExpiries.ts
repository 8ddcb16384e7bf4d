import { onTestFinished } from "vitest";
import { sessionExpiry } from "../modules/auth/sessionExpiry.ts";

/**
 * Records what `sessionExpiry` reports (`[kind, token]`) while the current test runs, for the tests of
 * the two GraphQL transports (Apollo's link and graphqlRequest); the listener goes when the test ends.
 */
export function recordSessionExpiries(): [string, string][] {
  const reports: [string, string][] = [];
  onTestFinished(sessionExpiry.subscribe((kind, token) => reports.push([kind, token])));
  return reports;
}
