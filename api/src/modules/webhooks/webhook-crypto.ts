// The signing secrets of webhook endpoints. A secret must be recoverable (every delivery is signed
// with it), so it is stored encrypted (AES-256-GCM) under WEBHOOK_SECRET_KEY: a leaked database
// dump or backup alone does not let anyone forge deliveries to the captains' receivers.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";

/** The key used when WEBHOOK_SECRET_KEY is unset (development and tests; production warns at start). */
export const DEV_WEBHOOK_KEY = "zeglog-development-webhook-key-not-secret";

export const keyFrom = (secretKey: string) => createHash("sha256").update(secretKey).digest();

/** A new endpoint secret, `whsec_` + 32 random bytes (base64url). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, data] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !data) throw new Error("unreadable webhook secret");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

/** `Zeglog-Webhook-Signature`: v1=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>. */
export const signPayload = (secret: string, timestamp: number, body: string) =>
  `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
