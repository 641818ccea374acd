/** Text inside HTML (element content or a quoted attribute): every character that could open markup. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Only an https (or, on this machine, http) address becomes a link; anything else (javascript:, data:) does not. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A brand's font stack inside a `style` attribute: names, commas, quotes and spaces only, so a brand file
 * (a partner's, loaded at start) cannot end the declaration and add its own (a tracking background image).
 */
export function cssFontStack(stack: string): string {
  return stack.replace(/[^\w\s,'-]/g, '');
}
