// The one place that reads process.env. Invalid configuration stops start-up with one clear line.
import { resolve } from "node:path";
import { z } from "zod";

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const envSchema = z
  .object({
    PORT: optional(z.coerce.number({ message: "must be a port number from 1 to 65535" }).int().min(1, "must be a port number from 1 to 65535").max(65535, "must be a port number from 1 to 65535")).transform((v) => v ?? 3000),
    DATA_DIR: optional(z.string()).transform((v) => resolve(v ?? "./data")),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\/.+/, "must be a postgresql:// URL (leave it unset for the embedded database)"),
    ),
    PUBLIC_URL: optional(z.url("must be a URL such as https://zeglog.example.com")),
    STAFF_EMAIL: optional(z.email("must be an e-mail address")),
    STAFF_PASSWORD: optional(z.string().min(8, "must be at least 8 characters")),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL")),
    LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])).transform(
      (v) => v ?? "info",
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.STAFF_EMAIL) !== Boolean(env.STAFF_PASSWORD)) {
      const missing = env.STAFF_EMAIL ? "STAFF_PASSWORD" : "STAFF_EMAIL";
      ctx.addIssue({ code: "custom", path: [missing], message: "must be set together with the other STAFF_ variable" });
    }
  });

export type Config = {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  staff: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  logLevel: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(env[name] ?? "")})`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    staff: e.STAFF_EMAIL && e.STAFF_PASSWORD ? { email: e.STAFF_EMAIL.toLowerCase(), password: e.STAFF_PASSWORD } : undefined,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
  };
}
