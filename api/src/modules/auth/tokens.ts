import { createHash, randomBytes } from "node:crypto";

/**
 * Captain/staff tokens start with zc_, student tokens with zs_, reset links carry zr_ tokens,
 * personal API tokens of captains zk_.
 */
type TokenKind = "zc" | "zs" | "zr" | "zk";

export function newToken(kind: TokenKind): string {
  return `${kind}_${randomBytes(32).toString("base64url")}`;
}

/** Only this hash is stored: a leaked database does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function tokenKind(token: string): TokenKind | null {
  const kind = token.slice(0, 2);
  return token[2] === "_" && (kind === "zc" || kind === "zs" || kind === "zr" || kind === "zk") ? kind : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const sessionLifetimeMs = (remember: boolean) => (remember ? 30 * DAY_MS : DAY_MS);
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
