import { createRequire } from "node:module";
import net from "node:net";

/** The country (ISO 3166-1 alpha-2) of a client IP, or null when unknown (architecture "Location"). */
export type LocateCountry = (ip: string) => string | null;

interface GeoIpCountry {
  lookup(ip: string): { country?: string } | null;
}

let geoip: GeoIpCountry | undefined;

/** geoip-country reads its ~8 MB database synchronously when required, so it is loaded on first use only. */
function loadGeoIp(): GeoIpCountry {
  geoip ??= createRequire(import.meta.url)("geoip-country") as GeoIpCountry;
  return geoip;
}

const PRIVATE_V4: [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
];

const blockList = new net.BlockList();
for (const [address, prefix] of PRIVATE_V4) blockList.addSubnet(address, prefix, "ipv4");
blockList.addAddress("::1", "ipv6");
blockList.addAddress("::", "ipv6");
blockList.addSubnet("fc00::", 7, "ipv6");
blockList.addSubnet("fe80::", 10, "ipv6");

/** Whether an address is loopback, private or link-local, which no IP database can place. */
export function isPrivateAddress(ip: string): boolean {
  const address = ip.startsWith("::ffff:") && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  const family = net.isIPv4(address) ? "ipv4" : net.isIPv6(address) ? "ipv6" : null;
  return family === null || blockList.check(address, family);
}

/**
 * The location port: `devCountry` (DEV_COUNTRY, never set in production) wins, so Brazil and Japan pricing can
 * be tried locally; private and loopback addresses are unknown; everything else goes to the offline database.
 */
export function createIpLocation(options: { devCountry?: string | undefined }): LocateCountry {
  const forced = options.devCountry?.trim().toUpperCase() || null;
  return (ip) => {
    if (forced) return forced;
    if (!ip || isPrivateAddress(ip)) return null;
    const address = ip.startsWith("::ffff:") && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
    return loadGeoIp().lookup(address)?.country?.toUpperCase() ?? null;
  };
}
