/** `617-555-0100` → `***-***-0100`: enough for the patient to recognise, nothing for a bystander. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `***-***-${digits.slice(-4).padStart(4, '*')}`;
}

/** `alex.rivera@example.com` → `a***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** The form used to match a recipient: lower-case email, or a phone's digits. */
export function recipientKey(to: string): string {
  return to.includes('@') ? to.trim().toLowerCase() : to.replace(/\D/g, '');
}

/** `617-555-0100` → `+16175550100` (US numbers, as the portal collects them). */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}
