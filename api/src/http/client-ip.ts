// The client's address, for rate limits, the login throttle and logs. X-Forwarded-For is believed
// only when the connection comes from a configured proxy (TRUST_PROXY: addresses or CIDR ranges);
// then the client is the right-most address in the header that is not itself a trusted proxy.
// Without TRUST_PROXY the header is ignored, so a client cannot pick its own address.
import { BlockList, isIP } from "node:net";

const plain = (ip: string) => ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

export function createClientIp(trustProxy: string[] = []) {
  const trusted = new BlockList();
  for (const entry of trustProxy) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, Number(prefix), type);
  }
  const isTrusted = (ip: string) => {
    const family = isIP(ip);
    return family !== 0 && trusted.check(ip, family === 6 ? "ipv6" : "ipv4");
  };

  /** `peer`: the TCP peer's address (the server context's). */
  return function clientIp(request: Request, peer: string | undefined): string {
    const direct = peer ? plain(peer) : "unknown";
    if (trustProxy.length === 0 || !isTrusted(direct)) return direct;
    const forwarded = (request.headers.get("x-forwarded-for") ?? "").split(",").map(plain).filter(Boolean);
    for (const hop of forwarded.toReversed()) {
      if (!isIP(hop)) return direct; // a malformed hop: do not guess
      if (!isTrusted(hop)) return hop;
    }
    return forwarded[0] ?? direct;
  };
}
