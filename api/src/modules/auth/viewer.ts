import type { Student, User } from "../../generated/prisma/client.ts";

/** Who is asking: resolved once per request from the bearer token. */
export type Viewer =
  | { kind: "anonymous" }
  | { kind: "user"; user: User; sessionId: string }
  | { kind: "student"; student: Student; sessionId: string };

export const anonymous: Viewer = { kind: "anonymous" };
