// Which webhook URLs may be called (SSRF): only public addresses, checked on the URL when it is
// saved and again on every resolved address at send time (the connection goes to the address that
// was checked, so a DNS answer cannot change between the check and the connect). In production
// only https://. Hosts named in WEBHOOK_ALLOWED_HOSTS (e.g. 127.0.0.1 for tests) skip the checks.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

export type WebhookNetPolicy = { production: boolean; allowedHosts: readonly string[] };

const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
  ["2001:db8::", 32],
  ["100::", 64],
] as const)
  blocked.addSubnet(net, prefix, "ipv6");

/** True for loopback, private, link-local, shared, documentation, multicast and reserved addresses. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], "ipv4");
  return blocked.check(address, "ipv6");
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "").toLowerCase();

const isAllowedHost = (policy: WebhookNetPolicy, host: string) => policy.allowedHosts.includes(host.toLowerCase());

/** Why the URL may not be called, or null. Does not resolve names (see checkedLookup). */
export function urlRefusal(policy: WebhookNetPolicy, raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "invalid URL";
  }
  const host = hostOf(url);
  if (isAllowedHost(policy, host)) return url.protocol === "https:" || url.protocol === "http:" ? null : "only http(s) URLs";
  if (url.protocol !== "https:" && (policy.production || url.protocol !== "http:")) return "only https URLs";
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".internal") || host.endsWith(".local")) return "not a public host";
  if (isIP(host) && isNonPublicAddress(host)) return "not a public address";
  return null;
}

class RefusedAddressError extends Error {
  code = "ERR_WEBHOOK_REFUSED_ADDRESS";
}

/**
 * A `lookup` for http.request that resolves the name and refuses it when any address is not
 * public (unless the host is allowed), then connects to the checked address.
 */
export function checkedLookup(policy: WebhookNetPolicy, host: string): LookupFunction {
  const allowed = isAllowedHost(policy, host);
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, []);
      if (!allowed && (addresses.length === 0 || addresses.some((a) => isNonPublicAddress(a.address)))) {
        return callback(new RefusedAddressError("the host resolves to a non-public address"), []);
      }
      const first = addresses[0];
      if (options.all) return callback(null, addresses);
      if (!first) return callback(new RefusedAddressError("the host has no address"), []);
      callback(null, first.address, first.family);
    });
  };
}
