import { isIP } from 'node:net';

/**
 * TRUST_PROXY: the proxies in front of the server, so `request.ip` is the client's address and not whatever a
 * client wrote leftmost in X-Forwarded-For. A hop count (`1`: one load balancer) or a comma-separated list of
 * proxy IPs / CIDRs (`10.0.0.0/8, 192.168.1.10`). Empty or `0`: no proxy, the socket's address is the client.
 * `true` (trust any hop, i.e. believe the leftmost address) is refused.
 */
export type TrustProxy = false | number | string[];

function isIpOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isIpOrCidr(entry));
  if (bad.length === 0) return entries;
  return {
    error:
      text === 'true'
        ? 'true would believe any X-Forwarded-For; give the number of proxies (e.g. 1) or their IPs/CIDRs'
        : `must be a number of proxies or a comma-separated list of IPs/CIDRs (not valid: ${bad.join(', ')})`,
  };
}
