import { colourOf, type Brand } from '@portal/brands';
import { interpolate, type Language } from '@portal/contract';
import { cssFontStack, escapeHtml, isWebAddress } from './escape.js';
import { outgoingText, type Wording } from './wording.js';

/** The brand's policies the foot of every email links to, in the patient's language. */
function legalLinks(brand: Brand, language: Language): Array<{ label: string; href: string }> {
  const { footer } = outgoingText(language);
  return [
    { label: footer.privacy, href: brand.legal.privacy },
    { label: footer.terms, href: brand.legal.terms },
    ...(brand.legal.accessibility ? [{ label: footer.accessibility, href: brand.legal.accessibility }] : []),
  ];
}

/** The lines every email ends with: support contacts, the brand's policies and why no one reads a reply. */
function footerLines(brand: Brand, language: Language, brandName: string) {
  const { footer } = outgoingText(language);
  return {
    support: interpolate(footer.support, {
      brand: brandName,
      phone: brand.support.phone,
      hours: brand.support.hours,
      email: brand.support.email,
    }),
    legal: legalLinks(brand, language),
    automatic: interpolate(footer.automatic, { brand: brandName }),
  };
}

/** The plain-text part: the same words as the HTML, for clients that show no HTML and for screen readers. */
export function textPart(wording: Wording, brand: Brand, language: Language): string {
  const brandName = String(wording.params.brand);
  const foot = footerLines(brand, language, brandName);
  return [
    brandName,
    '',
    interpolate(wording.body, wording.params),
    '',
    '--',
    foot.support,
    ...foot.legal.map((link) => `${link.label}: ${link.href}`),
    foot.automatic,
  ].join('\n');
}

/**
 * The HTML part, laid out as mail clients render it: tables and inline styles (Gmail and Outlook drop <style>
 * blocks and most CSS), in the brand's colours, fonts and radius. The brand's logo is its name as a wordmark in
 * the header colours: an SVG (inline or linked) shows in neither Gmail nor Outlook, and a remote image is blocked
 * by default in many clients, so the name is what every patient sees. Every value is escaped; the catalogue's
 * templates are escaped too before they are filled.
 */
export function htmlPart(wording: Wording, brand: Brand, language: Language, subject: string): string {
  const colour = (role: Parameters<typeof colourOf>[1]) => colourOf(brand, role);
  const brandName = String(wording.params.brand);
  const foot = footerLines(brand, language, brandName);
  const sans = escapeHtml(cssFontStack(brand.fonts.sans));
  const heading = escapeHtml(cssFontStack(brand.fonts.heading));
  const anchor = (href: string, label: string) =>
    isWebAddress(href)
      ? `<a href="${escapeHtml(href)}" style="color:${colour('link')};text-decoration:underline;word-break:break-all">${escapeHtml(label)}</a>`
      : escapeHtml(label);
  const params = Object.fromEntries(
    Object.entries(wording.params).map(([name, value]) => [
      name,
      name === 'link' ? anchor(String(value), String(value)) : escapeHtml(String(value)),
    ]),
  );
  const paragraphs = interpolate(escapeHtml(wording.body), params)
    .split('\n')
    .map((line) => `<p style="margin:0 0 16px">${line}</p>`)
    .join('');
  const button =
    wording.action && isWebAddress(wording.action.link)
      ? `<p style="margin:8px 0 16px"><a href="${escapeHtml(wording.action.link)}" style="display:inline-block;background:${colour('primary')};color:${colour('onPrimary')};padding:12px 20px;border-radius:${brand.components?.buttonRadius ?? brand.radius};font-weight:700;text-decoration:none">${escapeHtml(wording.action.label)}</a></p>`
      : '';
  const legal = foot.legal.map((link) => anchor(link.href, link.label)).join(' &middot; ');
  const muted = `color:${colour('onSurfaceMuted')};font-size:14px;line-height:1.5`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colour('surfaceMuted')}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colour('surfaceMuted')}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${colour('surface')};border:1px solid ${colour('border')};border-top:6px solid ${colour('primary')};border-radius:${brand.radius}">
<tr><td style="background:${colour('header')};color:${colour('onHeader')};padding:20px 24px;font-family:${heading};font-size:22px;font-weight:700">${escapeHtml(brandName)}</td></tr>
<tr><td style="padding:24px;font-family:${sans};font-size:16px;line-height:1.5;color:${colour('onSurface')}">
<h1 style="margin:0 0 16px;font-family:${heading};font-size:20px;line-height:1.3">${escapeHtml(subject)}</h1>
${paragraphs}${button}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid ${colour('border')};font-family:${sans};${muted}">
<p style="margin:0 0 8px">${escapeHtml(foot.support)}</p>
<p style="margin:0 0 8px">${legal}</p>
<p style="margin:0">${escapeHtml(foot.automatic)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
