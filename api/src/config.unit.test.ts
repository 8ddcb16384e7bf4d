import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults: port 3000, ./data, embedded database", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.staff).toBeUndefined();
    expect(c.logLevel).toBe("info");
  });

  it("reads every variable", () => {
    const c = loadConfig({
      PORT: "8080", DATA_DIR: "/srv/zeglog", DATABASE_URL: "postgresql://u@db:5432/zeglog", PUBLIC_URL: "https://zeglog.pl/",
      STAFF_EMAIL: "Biuro@Zeglog.pl", STAFF_PASSWORD: "sekret123", SMTP_URL: "smtp://mail:25", LOG_LEVEL: "warn",
    });
    expect(c).toEqual({
      port: 8080, dataDir: "/srv/zeglog", databaseUrl: "postgresql://u@db:5432/zeglog", publicUrl: "https://zeglog.pl",
      staff: { email: "biuro@zeglog.pl", password: "sekret123" }, smtpUrl: "smtp://mail:25", logLevel: "warn",
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
  ])("stops with one line naming the variable: %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (e) {
      expect((e as Error).message).not.toContain("\n");
    }
  });

  it("treats blank variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " }).port).toBe(3000);
  });
});
