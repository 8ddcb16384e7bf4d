// Which webhook URLs and resolved addresses are refused (SSRF), and the name lookup done at send time.
import { describe, expect, it } from "vitest";
import { checkedLookup, isNonPublicAddress, urlRefusal, type WebhookNetPolicy } from "./ssrf.ts";

const prod: WebhookNetPolicy = { production: true, allowedHosts: [] };
const dev: WebhookNetPolicy = { production: false, allowedHosts: [] };

describe("webhook address checks", () => {
  it("refuses loopback, private, link-local and reserved addresses, v4, v6 and v4-mapped", () => {
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.0.10",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "not-an-ip",
    ])
      expect(isNonPublicAddress(a), a).toBe(true);
    for (const a of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) expect(isNonPublicAddress(a), a).toBe(false);
  });

  it("in production accepts only https to public hosts; WEBHOOK_ALLOWED_HOSTS names exceptions", () => {
    expect(urlRefusal(prod, "https://hooks.example.com/in")).toBeNull();
    expect(urlRefusal(prod, "http://hooks.example.com/in")).toBe("only https URLs");
    expect(urlRefusal(dev, "http://hooks.example.com/in")).toBeNull();
    expect(urlRefusal(prod, "https://127.0.0.1:8443/")).toBe("not a public address");
    expect(urlRefusal(prod, "https://[::1]/")).toBe("not a public address");
    expect(urlRefusal(prod, "https://localhost/")).toBe("not a public host");
    expect(urlRefusal(prod, "https://metadata.google.internal/")).toBe("not a public host");
    expect(urlRefusal({ production: true, allowedHosts: ["127.0.0.1"] }, "http://127.0.0.1:3000/")).toBeNull();
    expect(urlRefusal(prod, "file:///etc/passwd")).toBe("only https URLs");
  });

  it("refuses at connect time a name that resolves to a non-public address", async () => {
    const lookup = (policy: WebhookNetPolicy, host: string) =>
      new Promise<{ err: Error | null; address: unknown }>((resolve) => checkedLookup(policy, host)(host, {}, (err, address) => resolve({ err, address })));
    const refused = await lookup(prod, "localhost");
    expect(refused.err?.message).toBe("the host resolves to a non-public address");
    const allowed = await lookup({ production: true, allowedHosts: ["localhost"] }, "localhost");
    expect(allowed.err).toBeNull();
    expect(isNonPublicAddress(String(allowed.address))).toBe(true);
  });
});
