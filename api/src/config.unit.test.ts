import { describe, expect, it } from "vitest";
import { ConfigError, DEV_COMPANY, loadConfig } from "./config.ts";

/** What production refuses to start without: the company's own details (not the development placeholders) and the webhook key. */
const COMPANY = {
  COMPANY_ADDRESS: "ul. Morska 5, 81-300 Gdynia",
  COMPANY_NIP: "5260001246",
  COMPANY_PHONE: "+48 58 123 45 67",
  COMPANY_BANK_ACCOUNT: "PL 61 1090 1014 0000 0712 1981 2874",
  WEBHOOK_SECRET_KEY: "a-random-key-of-at-least-32-characters-0123",
};

describe("loadConfig", () => {
  it("refuses production with the development placeholders of the company's details or without the webhook key", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_live_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };
    expect(() => loadConfig({ NODE_ENV: "production", ...stripe })).toThrow(/COMPANY_ADDRESS must be set in production/);
    for (const name of Object.keys(COMPANY)) {
      const { [name as keyof typeof COMPANY]: _left, ...others } = COMPANY;
      expect(() => loadConfig({ NODE_ENV: "production", ...stripe, ...others })).toThrow(new RegExp(`${name} must be set in production`));
    }
    expect(loadConfig({ NODE_ENV: "production", ...stripe, ...COMPANY }).company).toMatchObject({ phone: "+48 58 123 45 67", nip: "5260001246" });
    expect(loadConfig({}).company.phone).toBe("+48 58 000 00 00"); // development keeps the placeholders
  });

  it("has working defaults: port 3000, ./data, embedded database", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.staff).toBeUndefined();
    expect(c.logLevel).toBe("info");
    expect(c.pdf.workers).toBeGreaterThanOrEqual(1);
    expect(c.pdf).toEqual({ workers: c.pdf.workers, queue: 16 * c.pdf.workers, timeoutMs: 30_000 });
    expect(c.rateLimits).toEqual({
      publicPdfPerMinute: 10,
      registrationPerHour: 10,
      passwordResetPerHour: 3,
      apiPerMinute: 600,
      apiPerIpPerMinute: 1200,
    });
    expect(c.trustProxy).toEqual([]);
    expect(c.corsOrigins).toEqual([]);
    expect(c.graphiql).toBe(true);
    expect(c.production).toBe(false);
  });

  it("turns GraphiQL off in production unless GRAPHIQL=on", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_live_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123", ...COMPANY }; // production needs a payment provider and the company's details
    expect(loadConfig({ NODE_ENV: "production", ...stripe }).graphiql).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", GRAPHIQL: "on", ...stripe }).graphiql).toBe(true);
    expect(loadConfig({ GRAPHIQL: "off" }).graphiql).toBe(false);
  });

  it("reads every variable", () => {
    const c = loadConfig({
      PORT: "8080",
      DATA_DIR: "/srv/zeglog",
      DATABASE_URL: "postgresql://u@db:5432/zeglog",
      PUBLIC_URL: "https://zeglog.pl/",
      STAFF_EMAIL: "Biuro@Zeglog.pl",
      STAFF_PASSWORD: "sekret123",
      SMTP_URL: "smtp://mail:25",
      LOG_LEVEL: "warn",
      ...COMPANY,
      NODE_ENV: "production",
      STRIPE_SECRET_KEY: "sk_live_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
      PDF_WORKERS: "3",
      PDF_QUEUE: "7",
      PDF_TIMEOUT_SECONDS: "12",
      PUBLIC_PDF_RATE_LIMIT_PER_MINUTE: "5",
      REGISTRATION_RATE_LIMIT_PER_HOUR: "4",
      PASSWORD_RESET_RATE_LIMIT_PER_HOUR: "2",
      API_RATE_LIMIT_PER_MINUTE: "60",
      API_RATE_LIMIT_PER_IP_PER_MINUTE: "90",
      TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1",
      CORS_ORIGINS: "https://partner.example,http://localhost:5173",
      GRAPHIQL: "on",
      SHUTDOWN_TIMEOUT_SECONDS: "9",
      SHUTDOWN_DELAY_SECONDS: "2",
      JOBS_SCHEDULE: "expire-subscriptions=* * * * * *; purge-expired-tokens=0 4 * * *",
    });
    expect(c).toMatchObject({
      port: 8080,
      dataDir: "/srv/zeglog",
      databaseUrl: "postgresql://u@db:5432/zeglog",
      publicUrl: "https://zeglog.pl",
      staff: { email: "biuro@zeglog.pl", password: "sekret123" },
      smtpUrl: "smtp://mail:25",
      logLevel: "warn",
      production: true,
      pdf: { workers: 3, queue: 7, timeoutMs: 12_000 },
      shutdown: { delayMs: 2000, timeoutMs: 9000 },
      jobSchedules: { "expire-subscriptions": "* * * * * *", "purge-expired-tokens": "0 4 * * *" },
      rateLimits: { publicPdfPerMinute: 5, registrationPerHour: 4, passwordResetPerHour: 2, apiPerMinute: 60, apiPerIpPerMinute: 90 },
      trustProxy: ["127.0.0.1", "10.0.0.0/8", "::1"],
      corsOrigins: ["https://partner.example", "http://localhost:5173"],
      graphiql: true,
    });
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT must be a port number from 1 to 65535/],
    [{ PORT: "70000" }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid configuration: DATABASE_URL must be a postgresql:\/\/ URL/],
    [{ PUBLIC_URL: "not a url" }, /^Invalid configuration: PUBLIC_URL must be a URL/],
    [{ STAFF_EMAIL: "biuro@zeglog.pl" }, /^Invalid configuration: STAFF_PASSWORD must be set together/],
    [{ STAFF_EMAIL: "nope", STAFF_PASSWORD: "12345678" }, /^Invalid configuration: STAFF_EMAIL must be an e-mail address/],
    [{ STAFF_EMAIL: "a@b.pl", STAFF_PASSWORD: "short" }, /^Invalid configuration: STAFF_PASSWORD must be at least 8 characters/],
    [{ SMTP_URL: "http://x" }, /^Invalid configuration: SMTP_URL must be an smtp:\/\//],
    [{ LOG_LEVEL: "loud" }, /^Invalid configuration: LOG_LEVEL /],
    [{ PDF_WORKERS: "0" }, /^Invalid configuration: PDF_WORKERS must be a whole number of PDF render processes/],
    [{ PDF_TIMEOUT_SECONDS: "abc" }, /^Invalid configuration: PDF_TIMEOUT_SECONDS /],
    [{ JOBS_SCHEDULE: "expire-subscriptions=now" }, /^Invalid configuration: JOBS_SCHEDULE must be job=cron pairs/],
    [{ SHUTDOWN_TIMEOUT_SECONDS: "0" }, /^Invalid configuration: SHUTDOWN_TIMEOUT_SECONDS must be a whole number of seconds/],
    [{ PUBLIC_PDF_RATE_LIMIT_PER_MINUTE: "-1" }, /^Invalid configuration: PUBLIC_PDF_RATE_LIMIT_PER_MINUTE /],
    [{ API_RATE_LIMIT_PER_MINUTE: "0" }, /^Invalid configuration: API_RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000000/],
    [{ API_RATE_LIMIT_PER_IP_PER_MINUTE: "x" }, /^Invalid configuration: API_RATE_LIMIT_PER_IP_PER_MINUTE /],
    [{ TRUST_PROXY: "on" }, /^Invalid configuration: TRUST_PROXY must be off or a comma-separated list/],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /^Invalid configuration: TRUST_PROXY /],
    [{ CORS_ORIGINS: "https://a.example/path" }, /^Invalid configuration: CORS_ORIGINS must be a comma-separated list of origins/],
    [{ GRAPHIQL: "maybe" }, /^Invalid configuration: GRAPHIQL must be on or off/],
  ])("stops with one line naming the variable: %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (e) {
      expect((e as Error).message).not.toContain("\n");
    }
  });

  it("reads the payment providers, the jobs switch and the seller; dev defaults without them", () => {
    const dev = loadConfig({});
    expect(dev).toMatchObject({ payu: undefined, stripe: undefined, jobs: true, production: false });
    expect(dev.company).toEqual(DEV_COMPANY);
    const c = loadConfig({
      NODE_ENV: "production",
      PAYU_BASE_URL: "https://secure.snd.payu.com/",
      PAYU_POS_ID: "300746",
      PAYU_CLIENT_ID: "300746",
      PAYU_CLIENT_SECRET: "2ee86a66e5d97e3fadc400c9f19b065d",
      PAYU_SECOND_KEY: "b6ca15b0d1020e8094d9b5f8d163db54",
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_xyz",
      JOBS: "off",
      ...COMPANY,
      COMPANY_NIP: "526-000-12-46",
    });
    expect(c).toMatchObject({
      production: true,
      payu: {
        baseUrl: "https://secure.snd.payu.com",
        posId: "300746",
        clientId: "300746",
        clientSecret: "2ee86a66e5d97e3fadc400c9f19b065d",
        secondKey: "b6ca15b0d1020e8094d9b5f8d163db54",
      },
      stripe: { secretKey: "sk_test_abc", webhookSecret: "whsec_xyz" },
      jobs: false,
    });
    expect(c.company.nip).toBe("5260001246");
  });

  it.each([
    [{ PAYU_BASE_URL: "https://secure.snd.payu.com" }, /^Invalid configuration: PAYU_POS_ID must be set together with PAYU_BASE_URL/],
    [{ STRIPE_SECRET_KEY: "sk_test_abc" }, /^Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is/],
    [{ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_x" }, /^Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key/],
    [{ JOBS: "maybe" }, /^Invalid configuration: JOBS must be on or off/],
    [{ COMPANY_NIP: "123" }, /^Invalid configuration: COMPANY_NIP must be a valid Polish NIP/],
    [
      { NODE_ENV: "production", ...COMPANY },
      /^Invalid configuration: PAYU_BASE_URL must be set in production: NODE_ENV=production refuses the test payment provider/,
    ],
  ])("refuses incomplete payment settings and the test provider in production: %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("treats blank variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " }).port).toBe(3000);
  });
});

describe("webhook settings", () => {
  it("reads WEBHOOK_ALLOWED_HOSTS as a lower-case list and WEBHOOK_SECRET_KEY of at least 32 characters", () => {
    expect(loadConfig({}).webhooks).toEqual({ allowedHosts: [], secretKey: undefined, retentionDays: 30 });
    const key = "k".repeat(32);
    expect(loadConfig({ WEBHOOK_ALLOWED_HOSTS: "127.0.0.1, Hooks.Test ,", WEBHOOK_SECRET_KEY: key }).webhooks).toEqual({
      allowedHosts: ["127.0.0.1", "hooks.test"],
      secretKey: key,
      retentionDays: 30,
    });
    expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: "http://x/" })).toThrow(/^Invalid configuration: WEBHOOK_ALLOWED_HOSTS must be a comma-separated list/);
    expect(() => loadConfig({ WEBHOOK_SECRET_KEY: "short" })).toThrow(/^Invalid configuration: WEBHOOK_SECRET_KEY must be at least 32 characters/);
  });

  it("reads WEBHOOK_DELIVERY_RETENTION_DAYS as whole days from 1 to 3650", () => {
    expect(loadConfig({ WEBHOOK_DELIVERY_RETENTION_DAYS: "90" }).webhooks.retentionDays).toBe(90);
    for (const bad of ["0", "3651", "1.5", "month"]) {
      expect(() => loadConfig({ WEBHOOK_DELIVERY_RETENTION_DAYS: bad }), bad).toThrow(
        /^Invalid configuration: WEBHOOK_DELIVERY_RETENTION_DAYS must be a whole number of days from 1 to 3650/,
      );
    }
  });
});
