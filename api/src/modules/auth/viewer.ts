import type { Student, User } from "../../generated/prisma/client.ts";

/** Who is asking: resolved once per request from the bearer token. */
export type Viewer =
  | { kind: "anonymous" }
  | {
      kind: "user";
      user: User;
      /** The session's id; empty for a request made with a personal API token. */
      sessionId: string;
      /** Set when the request carries a personal API token (zk_) instead of a session token. */
      apiToken?: { id: string; scope: "READ" | "READ_WRITE" };
      /** Whether Premium was active when the request was authenticated; absent when not looked up. */
      premium?: boolean;
    }
  | { kind: "student"; student: Student; sessionId: string };

export const anonymous: Viewer = { kind: "anonymous" };
