// The one place that reads process.env. Invalid configuration stops start-up with one clear line.
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { z } from "zod";

/**
 * The company details used when COMPANY_* are unset (development and tests only: production refuses
 * the placeholders), and the seller of an app built without a configuration (services.ts).
 */
export const DEV_COMPANY: CompanyConfig = {
  name: "Żeglog sp. z o.o.",
  address: "ul. Portowa 1, 80-000 Gdańsk",
  nip: "1234563218",
  phone: "+48 58 000 00 00",
  email: "kontakt@zeglog.pl",
  bankAccount: "PL 00 0000 0000 0000 0000 0000 0000",
};
import { isValidNip } from "../../validation/profile.ts";
import { WEBHOOK_DELIVERY_RETENTION_DAYS } from "./jobs/purge-webhook-deliveries.ts";

const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const count = (min: number, max: number, message: string) => optional(z.coerce.number({ message }).int(message).min(min, message).max(max, message));

const onOff = (name: string) =>
  optional(z.enum(["on", "off", "true", "false", "1", "0"], { message: `must be on or off (${name})` })).transform((v) =>
    v === undefined ? undefined : v === "on" || v === "true" || v === "1",
  );

const list = (v: string | undefined) =>
  (v ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** An IPv4/IPv6 address, optionally with a /prefix (CIDR). */
const isAddressOrCidr = (v: string) => {
  const [address = "", prefix, extra] = v.split("/");
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

const isOrigin = (v: string) => {
  if (v === "*") return true;
  try {
    const u = new URL(v);
    return (u.protocol === "https:" || u.protocol === "http:") && u.origin === v;
  } catch {
    return false;
  }
};

const envSchema = z
  .object({
    PORT: optional(
      z.coerce
        .number({ message: "must be a port number from 1 to 65535" })
        .int()
        .min(1, "must be a port number from 1 to 65535")
        .max(65535, "must be a port number from 1 to 65535"),
    ).transform((v) => v ?? 3000),
    DATA_DIR: optional(z.string()).transform((v) => resolve(v ?? "./data")),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\/.+/, "must be a postgresql:// URL (leave it unset for the embedded database)")),
    PUBLIC_URL: optional(z.url("must be a URL such as https://zeglog.example.com")),
    STAFF_EMAIL: optional(z.email("must be an e-mail address")),
    STAFF_PASSWORD: optional(z.string().min(8, "must be at least 8 characters")),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL")),
    LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])).transform((v) => v ?? "info"),
    NODE_ENV: optional(z.string()),
    PDF_WORKERS: count(1, 64, "must be a whole number of PDF render processes from 1 to 64"),
    PDF_QUEUE: count(0, 10_000, "must be a whole number from 0 to 10000"),
    PDF_TIMEOUT_SECONDS: count(1, 600, "must be a whole number of seconds from 1 to 600"),
    JOBS_SCHEDULE: optional(z.string())
      .transform(
        (v) =>
          Object.fromEntries(
            (v ?? "")
              .split(";")
              .map((x) => x.trim())
              .filter(Boolean)
              .map((pair) => pair.split("=", 2).map((x) => x.trim())),
          ) as Record<string, string>,
      )
      .refine(
        (v) => Object.entries(v).every(([k, p]) => /^[a-z-]+$/.test(k) && /^[\d*/,\- ]+$/.test(p ?? "")),
        "must be job=cron pairs separated by ; (e.g. expire-subscriptions=*/5 * * * *)",
      ),
    SHUTDOWN_TIMEOUT_SECONDS: count(1, 600, "must be a whole number of seconds from 1 to 600"),
    SHUTDOWN_DELAY_SECONDS: count(0, 600, "must be a whole number of seconds from 0 to 600"),
    PUBLIC_PDF_RATE_LIMIT_PER_MINUTE: count(1, 100_000, "must be a whole number from 1 to 100000"),
    REGISTRATION_RATE_LIMIT_PER_HOUR: count(1, 100_000, "must be a whole number from 1 to 100000"),
    PASSWORD_RESET_RATE_LIMIT_PER_HOUR: count(1, 100_000, "must be a whole number from 1 to 100000"),
    API_RATE_LIMIT_PER_MINUTE: count(1, 1_000_000, "must be a whole number from 1 to 1000000"),
    API_RATE_LIMIT_PER_IP_PER_MINUTE: count(1, 1_000_000, "must be a whole number from 1 to 1000000"),
    TRUST_PROXY: optional(z.string())
      .transform((v) => (v === undefined || v === "off" || v === "false" ? [] : list(v)))
      .refine((v) => v.every(isAddressOrCidr), "must be off or a comma-separated list of proxy addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)"),
    CORS_ORIGINS: optional(z.string())
      .transform(list)
      .refine((v) => v.every(isOrigin), "must be a comma-separated list of origins such as https://app.example.com (or *)"),
    GRAPHIQL: onOff("GRAPHIQL"),
    PAYU_BASE_URL: optional(z.url("must be a URL such as https://secure.snd.payu.com")),
    PAYU_POS_ID: optional(z.string().regex(/^\d{1,20}$/, "must be the numeric POS id")),
    PAYU_CLIENT_ID: optional(z.string().max(200)),
    PAYU_CLIENT_SECRET: optional(z.string().max(200)),
    PAYU_SECOND_KEY: optional(z.string().max(200)),
    STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)")),
    STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)")),
    WEBHOOK_DELIVERY_RETENTION_DAYS: count(1, 3650, "must be a whole number of days from 1 to 3650"),
    WEBHOOK_ALLOWED_HOSTS: optional(z.string())
      .transform(list)
      .refine((v) => v.every((h) => /^[\w.:-]+$/.test(h)), "must be a comma-separated list of host names or addresses (e.g. 127.0.0.1,hooks.test)")
      .transform((v) => v.map((h) => h.toLowerCase())),
    WEBHOOK_SECRET_KEY: optional(z.string().min(32, "must be at least 32 characters (a random string; it encrypts the webhook signing secrets)")),
    JOBS: optional(z.enum(["on", "off"], "must be on or off")).transform((v) => v ?? "on"),
    COMPANY_NAME: optional(z.string().max(200)).transform((v) => v ?? DEV_COMPANY.name),
    COMPANY_ADDRESS: optional(z.string().max(300)).transform((v) => v ?? DEV_COMPANY.address),
    COMPANY_NIP: optional(z.string().refine(isValidNip, "must be a valid Polish NIP (10 digits)")).transform((v) =>
      (v ?? DEV_COMPANY.nip).replace(/[\s-]/g, ""),
    ),
    COMPANY_PHONE: optional(z.string().max(40)).transform((v) => v ?? DEV_COMPANY.phone),
    COMPANY_EMAIL: optional(z.email("must be an e-mail address")).transform((v) => v ?? DEV_COMPANY.email),
    COMPANY_BANK_ACCOUNT: optional(z.string().max(60)).transform((v) => v ?? DEV_COMPANY.bankAccount),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.STAFF_EMAIL) !== Boolean(env.STAFF_PASSWORD)) {
      const missing = env.STAFF_EMAIL ? "STAFF_PASSWORD" : "STAFF_EMAIL";
      ctx.addIssue({ code: "custom", path: [missing], message: "must be set together with the other STAFF_ variable" });
    }
    const payu = PAYU_VARS.filter((name) => env[name]);
    if (payu.length > 0 && payu.length < PAYU_VARS.length) {
      const missing = PAYU_VARS.find((name) => !env[name]);
      ctx.addIssue({ code: "custom", path: [missing ?? "PAYU_BASE_URL"], message: `must be set together with ${payu.join(", ")}` });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_WEBHOOK_SECRET"], message: "must be set when STRIPE_SECRET_KEY is (webhooks are verified with it)" });
    }
    if (env.NODE_ENV === "production") {
      // The contact page, the footer and the invoices show these: never the development placeholders.
      const placeholders = {
        COMPANY_ADDRESS: DEV_COMPANY.address,
        COMPANY_NIP: DEV_COMPANY.nip,
        COMPANY_PHONE: DEV_COMPANY.phone,
        COMPANY_BANK_ACCOUNT: DEV_COMPANY.bankAccount,
      };
      for (const [name, placeholder] of Object.entries(placeholders)) {
        if (env[name as keyof typeof placeholders] === placeholder) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "must be set in production (the development placeholder would be shown on the contact page and printed on invoices)",
          });
        }
      }
      if (!env.WEBHOOK_SECRET_KEY) {
        ctx.addIssue({
          code: "custom",
          path: ["WEBHOOK_SECRET_KEY"],
          message: "must be set in production (it encrypts the webhook signing secrets; never change it afterwards)",
        });
      }
    }
    if (env.NODE_ENV === "production" && payu.length === 0 && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYU_BASE_URL"],
        message: "must be set in production: NODE_ENV=production refuses the test payment provider (set the PAYU_ variables or STRIPE_SECRET_KEY)",
      });
    }
  });

export type RateLimitSettings = {
  /** POST /api/public/trip-card-pdf per client address and minute. */
  publicPdfPerMinute: number;
  /** Captain and student registrations per client address and hour. */
  registrationPerHour: number;
  /** Password reset e-mails per e-mail address and hour (per client address: 10 times as many). */
  passwordResetPerHour: number;
  /** Requests to /graphql and /api/* per bearer token (API token or session) and minute. */
  apiPerMinute: number;
  /** Requests to /graphql and /api/* per client address (IPv6: per /64) and minute, with or without a token. */
  apiPerIpPerMinute: number;
};

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  publicPdfPerMinute: 10,
  registrationPerHour: 10,
  passwordResetPerHour: 3,
  apiPerMinute: 600,
  apiPerIpPerMinute: 1200,
};
const PAYU_VARS = ["PAYU_BASE_URL", "PAYU_POS_ID", "PAYU_CLIENT_ID", "PAYU_CLIENT_SECRET", "PAYU_SECOND_KEY"] as const;

export type PayuConfig = { baseUrl: string; posId: string; clientId: string; clientSecret: string; secondKey: string };
export type StripeConfig = { secretKey: string; webhookSecret: string };
/** The seller printed on invoices. */
export type CompanyConfig = { name: string; address: string; nip: string; phone: string; email: string; bankAccount: string };

type Config = {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  staff: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  logLevel: string;
  /** NODE_ENV=production. */
  production: boolean;
  pdf: { workers: number; queue: number; timeoutMs: number };
  /**
   * SIGTERM: /healthz and /readyz answer 503 at once; the listener stays open `delayMs` more (for
   * load balancers that poll /readyz), then closes; in-flight requests get up to `timeoutMs`.
   */
  shutdown: { delayMs: number; timeoutMs: number };
  rateLimits: RateLimitSettings;
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); empty: never. */
  trustProxy: string[];
  /** Origins other than the app's own allowed to call /graphql from a browser ("*": any). */
  corsOrigins: string[];
  /** Serve GraphiQL (from the app's own assets) on GET /graphql. */
  graphiql: boolean;
  /** PayU REST API v2.1; unset: orders go to the app's own test payment page (never in production). */
  payu: PayuConfig | undefined;
  /** Stripe Checkout, offered only when set. */
  stripe: StripeConfig | undefined;
  /** Scheduled jobs (api/src/jobs) start with the server unless JOBS=off. */
  jobs: boolean;
  /** JOBS_SCHEDULE: other cron patterns for some jobs (job name → pattern). */
  jobSchedules: Record<string, string>;
  company: CompanyConfig;
  /** Webhooks: hosts exempt from the public-address checks (WEBHOOK_ALLOWED_HOSTS) and the key of the stored secrets. */
  /** WEBHOOK_DELIVERY_RETENTION_DAYS: how long delivered and failed webhook deliveries stay in the log (default 30). */
  webhooks: { allowedHosts: string[]; secretKey: string | undefined; retentionDays: number };
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"} (got ${JSON.stringify(env[name] ?? "")})`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const workers = e.PDF_WORKERS ?? Math.max(1, availableParallelism());
  return {
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    staff: e.STAFF_EMAIL && e.STAFF_PASSWORD ? { email: e.STAFF_EMAIL.toLowerCase(), password: e.STAFF_PASSWORD } : undefined,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    production,
    pdf: { workers, queue: e.PDF_QUEUE ?? 16 * workers, timeoutMs: (e.PDF_TIMEOUT_SECONDS ?? 30) * 1000 },
    shutdown: { delayMs: (e.SHUTDOWN_DELAY_SECONDS ?? 0) * 1000, timeoutMs: (e.SHUTDOWN_TIMEOUT_SECONDS ?? 30) * 1000 },
    rateLimits: {
      publicPdfPerMinute: e.PUBLIC_PDF_RATE_LIMIT_PER_MINUTE ?? DEFAULT_RATE_LIMITS.publicPdfPerMinute,
      registrationPerHour: e.REGISTRATION_RATE_LIMIT_PER_HOUR ?? DEFAULT_RATE_LIMITS.registrationPerHour,
      passwordResetPerHour: e.PASSWORD_RESET_RATE_LIMIT_PER_HOUR ?? DEFAULT_RATE_LIMITS.passwordResetPerHour,
      apiPerMinute: e.API_RATE_LIMIT_PER_MINUTE ?? DEFAULT_RATE_LIMITS.apiPerMinute,
      apiPerIpPerMinute: e.API_RATE_LIMIT_PER_IP_PER_MINUTE ?? DEFAULT_RATE_LIMITS.apiPerIpPerMinute,
    },
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    graphiql: e.GRAPHIQL ?? !production,
    payu:
      e.PAYU_BASE_URL && e.PAYU_POS_ID && e.PAYU_CLIENT_ID && e.PAYU_CLIENT_SECRET && e.PAYU_SECOND_KEY
        ? {
            baseUrl: e.PAYU_BASE_URL.replace(/\/+$/, ""),
            posId: e.PAYU_POS_ID,
            clientId: e.PAYU_CLIENT_ID,
            clientSecret: e.PAYU_CLIENT_SECRET,
            secondKey: e.PAYU_SECOND_KEY,
          }
        : undefined,
    stripe: e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET } : undefined,
    jobs: e.JOBS === "on",
    jobSchedules: e.JOBS_SCHEDULE,
    webhooks: {
      allowedHosts: e.WEBHOOK_ALLOWED_HOSTS,
      secretKey: e.WEBHOOK_SECRET_KEY,
      retentionDays: e.WEBHOOK_DELIVERY_RETENTION_DAYS ?? WEBHOOK_DELIVERY_RETENTION_DAYS,
    },
    company: {
      name: e.COMPANY_NAME,
      address: e.COMPANY_ADDRESS,
      nip: e.COMPANY_NIP,
      phone: e.COMPANY_PHONE,
      email: e.COMPANY_EMAIL,
      bankAccount: e.COMPANY_BANK_ACCOUNT,
    },
  };
}
