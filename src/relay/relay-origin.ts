/**
 * Who may open the relay, decided from the upgrade request's headers before any WebSocket exists
 * (relay-server.ts answers 403 otherwise). Two checks:
 *
 * - Host, against DNS rebinding: a page on `evil.example` whose name is made to resolve to this
 *   machine would send `Host: evil.example` (and a matching Origin, so the Origin check alone
 *   passes it). Accepted are loopback names, IP literals (a rebinding needs a DNS name), this
 *   machine's own names, and the hosts the operator lists (RIICHI_LENS_ALLOWED_HOSTS).
 * - Origin, against other sites' pages: a browser always sends the page's origin on a WebSocket
 *   handshake, and the relay accepts its own origin (the Origin's host is the request's Host: the
 *   overlay and the scoring page are served by this same server) plus the origins the operator
 *   lists (RIICHI_LENS_ALLOWED_ORIGINS, e.g. an overlay page served from elsewhere on the LAN).
 *
 * No Origin at all: no browser page sends that, so it is a program (a Node client, a native tool).
 * It is accepted from loopback only. That is defence in depth, not a wall (a program can write any
 * Origin it likes): every client of ours is a browser and sends one, so refusing bare programs
 * from the network costs nothing and makes a script on the LAN state an allowed origin to connect.
 */
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { isLoopbackHost } from './pairing-link.ts';

export interface OriginPolicy {
  /** Origins (`scheme://host[:port]`) accepted besides the relay's own, as the browser writes them. */
  readonly allowedOrigins: readonly string[];
  /** Host names (no port) accepted in the Host header besides loopback, IP literals and this machine's names. */
  readonly allowedHosts: readonly string[];
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');

/** An origin as the browser writes it (lowercase scheme and host, default port dropped), or null when it is none. */
function normalOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

/** The policy from RIICHI_LENS_ALLOWED_ORIGINS and RIICHI_LENS_ALLOWED_HOSTS (comma-separated), plus `extraHosts` (Vite's allowedHosts). */
export function originPolicyFromEnv(env: Readonly<Record<string, string | undefined>> = process.env, extraHosts: readonly string[] = []): OriginPolicy {
  const origins = list(env.RIICHI_LENS_ALLOWED_ORIGINS)
    .map(normalOrigin)
    .filter((o): o is string => o !== null);
  return { allowedOrigins: origins, allowedHosts: [...list(env.RIICHI_LENS_ALLOWED_HOSTS), ...extraHosts].map((h) => h.toLowerCase()) };
}

/** The host name of a Host header (`name:port`, `[::1]:port`), lowercase, without the port and brackets; null when malformed. */
function hostNameOf(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return null;
  }
}

function hostAllowed(name: string, policy: OriginPolicy): boolean {
  if (isLoopbackHost(name) || isIP(name) !== 0) return true;
  const own = hostname().toLowerCase();
  if (name === own || name === `${own}.local`) return true;
  // A leading dot allows a domain and its subdomains, as in Vite's allowedHosts.
  return policy.allowedHosts.some((h) => (h.startsWith('.') ? name === h.slice(1) || name.endsWith(h) : name === h));
}

const isLoopbackAddress = (address: string): boolean => isLoopbackHost(address.replace(/^::ffff:/, ''));

/** Why an upgrade is refused, or null when it may go on. */
export function upgradeRefusal(headers: { readonly origin?: string | undefined; readonly host?: string | undefined }, remoteAddress: string, policy: OriginPolicy): string | null {
  const name = headers.host === undefined ? null : hostNameOf(headers.host);
  if (name === null || !hostAllowed(name, policy)) return 'host not allowed';
  if (headers.origin === undefined) return isLoopbackAddress(remoteAddress) ? null : 'no origin';
  const origin = normalOrigin(headers.origin);
  if (origin === null) return 'origin not allowed';
  // Same origin: the page that opens the relay was served by this server under the same host and port.
  const sameHost = new URL(origin).host === new URL(`${new URL(origin).protocol}//${headers.host}`).host;
  return sameHost || policy.allowedOrigins.includes(origin) ? null : 'origin not allowed';
}
