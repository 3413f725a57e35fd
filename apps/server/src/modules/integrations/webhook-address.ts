import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where a webhook may not go (issue 41, decision 089): private, loopback, link-local (the cloud's metadata address),
 * carrier-grade NAT, unspecified, multicast and reserved ranges, in IPv4 and IPv6 (and IPv4 written as IPv6).
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address (IPv4, IPv6 or IPv4-mapped IPv6) is one a webhook may not reach. */
export function isRefusedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return refused.check(bare, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return refused.check(mapped[1], 'ipv4');
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(bare);
  if (mappedHex?.[1] && mappedHex[2]) {
    const high = Number.parseInt(mappedHex[1], 16);
    const low = Number.parseInt(mappedHex[2], 16);
    return refused.check(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, 'ipv4');
  }
  return refused.check(bare, 'ipv6');
}

export class RefusedAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, a private, loopback or link-local address`);
    this.name = 'RefusedAddressError';
  }
}

/** The host of a URL as a name or a bare IP (no IPv6 brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Resolves a host to all its addresses. */
export function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/**
 * Checks a webhook's address when it is saved: an IP literal, or every address its name resolves to now. A name that
 * resolves elsewhere later is caught when sending (`guardedLookup`).
 */
export async function findRefusedAddress(url: URL, resolve = resolveAll): Promise<string | null> {
  const host = hostOf(url);
  if (isIP(host)) return isRefusedAddress(host) ? host : null;
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    return null; // Not resolvable now: it fails at delivery, where the check is made again.
  }
  return addresses.find((entry) => isRefusedAddress(entry.address))?.address ?? null;
}

/**
 * The DNS lookup the webhook's socket connects with: the address checked is the address connected to (no second
 * resolution between the check and the connection), so a name that resolves to a private address at send time — a
 * DNS rebinding, a record changed after the webhook was saved — is refused then.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) =>
  guardedLookupWith(dnsLookup as unknown as RawLookup)(hostname, options, callback);

type RawLookup = (
  hostname: string,
  options: object,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** `guardedLookup` over another resolver (tests: a name that resolves to 10.0.0.1). */
export const guardedLookupWith =
  (lookup: RawLookup): LookupFunction =>
  (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as LookupAddress[];
      const bad = list.find((entry) => isRefusedAddress(entry.address));
      if (bad) return callback(new RefusedAddressError(hostname, bad.address), '', 4);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`${hostname} has no address`), '', 4);
      callback(null, first.address, first.family);
    });
  };
