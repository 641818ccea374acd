import { z } from 'zod';

const address = z.email();

/**
 * SMTP_FROM: the address every brand's email is sent from. Written as `no-reply@portal.example` or, as before,
 * `Portal <no-reply@portal.example>`: the name is not used, since every email goes out under its brand's name.
 * Answers the address, or an error saying what is wrong.
 */
export function senderAddress(value: string): { address: string } | { error: string } {
  const bare = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
  return address.safeParse(bare.trim()).success
    ? { address: bare.trim() }
    : { error: 'must be an email address, such as no-reply@portal.example' };
}

/**
 * SMTP_FROM_PER_BRAND: brands that send from their own address, as `acme=no-reply@acme-health.com,sunrise=…`
 * (the relay must be allowed to send for each domain: SPF and DKIM). Brands not named use SMTP_FROM. Answers the
 * addresses by brand id, or an error naming the entry that is wrong.
 */
export function brandSenders(
  value: string,
  knownBrands: readonly string[],
): { senders: Record<string, string> } | { error: string } {
  const senders: Record<string, string> = {};
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [brand = '', mail = '', ...rest] = entry.split('=').map((part) => part.trim());
    if (rest.length > 0 || !brand || !mail)
      return { error: `"${entry}" must be written brand=address, e.g. acme=no-reply@acme-health.com` };
    if (!knownBrands.includes(brand))
      return { error: `names the brand "${brand}", which is not one of ${knownBrands.join(', ')}` };
    if (!address.safeParse(mail).success)
      return { error: `"${mail}" (brand ${brand}) is not an email address` };
    if (brand in senders) return { error: `names the brand "${brand}" twice` };
    senders[brand] = mail;
  }
  return { senders };
}
