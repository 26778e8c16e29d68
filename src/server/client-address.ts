/**
 * Which address a request comes from, one notion for the whole server: the API's rate limits
 * (Fastify's `request.ip`) and the relay's per-address caps (its upgrade requests never reach
 * Fastify's routing) both use the `trust` built here. `X-Forwarded-For` is anyone's to write, so it
 * counts only when the operator says a proxy stands in front (RIICHI_LENS_TRUST_PROXY): then the
 * address is the one the nearest untrusted hop gave, as proxy-addr (Fastify's own) computes it.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** What the operator trusts: nothing (the socket's address is the client), the nearest N hops, or these proxies' addresses. */
export type TrustProxy = false | number | readonly string[];

/** Fastify's trustProxy function form: whether the hop at `address`, `hop` steps from this server, may name the one before it. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** Named ranges, as proxy-addr (and so Express and Fastify) spell them. */
const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `::ffff:10.0.0.1` as `10.0.0.1`: a dual-stack socket reports IPv4 clients that way. */
const plain = (address: string): string => {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return v4 ? v4[1]! : address;
};

/** Whether `entry` is an address, a CIDR range or a named range that `trustFunction` understands. */
export function isTrustEntry(entry: string): boolean {
  if (entry in NAMED_RANGES) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** The trust setting as a function, the same one Fastify and the relay are given. */
export function trustFunction(trust: TrustProxy): TrustFunction {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const list = blockListOf(trust);
  return (address) => {
    const a = plain(address);
    const family = isIP(a);
    return family !== 0 && list.check(a, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client's address: the socket's, then each `X-Forwarded-For` entry from the nearest, taken
 * for as long as the hop that wrote it is trusted (proxy-addr's walk).
 */
export function clientAddressOf(request: Pick<IncomingMessage, 'headers' | 'socket'>, trust: TrustFunction): string {
  const socketAddress = request.socket.remoteAddress ?? '';
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '')
    .reverse();
  const hops = [socketAddress, ...forwarded];
  for (let i = 0; i < hops.length - 1; i++) if (!trust(hops[i]!, i)) return plain(hops[i]!);
  return plain(hops[hops.length - 1]!);
}
