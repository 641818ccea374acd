/**
 * Twilio refuses a message body over 1,600 characters (error 21617); it sends a longer text as segments of 153
 * GSM-7 characters (160 alone), or 67 UCS-2 characters (70 alone) as soon as one character is outside GSM-7
 * (Spanish á, í, ó and ú are). Each segment is billed and carriers may drop texts of many segments, so every
 * text stays within both limits below (checked for every kind, brand and language in messages.test.ts).
 */
export const SMS_MAX_CHARACTERS = 1600;
/** Twilio's guidance: up to 10 segments are delivered reliably; the bundled brands' longest is 5 (a Spanish security notice). */
export const SMS_MAX_SEGMENTS = 10;

const GSM7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters GSM-7 sends with an escape, as two. */
const GSM7_EXTENDED = '^{}\\[~]|€\f';

/** How many segments a text is sent as. */
export function smsSegments(text: string): number {
  const characters = [...text];
  const gsm = characters.every((c) => GSM7.includes(c) || GSM7_EXTENDED.includes(c));
  if (gsm) {
    const units = characters.reduce((n, c) => n + (GSM7_EXTENDED.includes(c) ? 2 : 1), 0);
    return units <= 160 ? 1 : Math.ceil(units / 153);
  }
  // UCS-2 counts UTF-16 code units: an emoji is two.
  return text.length <= 70 ? 1 : Math.ceil(text.length / 67);
}
