import type { UploadedImage } from '@portal/contract';
import { refusalWithParams } from '../http/errors.js';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** JPEG, PNG or WebP by their first bytes: a renamed PDF or script is not a photo, whatever it claims. */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

export const looksLikeImage = (bytes: Buffer): boolean => imageTypeOf(bytes) !== null;

/**
 * The bytes of an uploaded photo, refused when larger than `maxBytes` once decoded (413) or when its bytes are
 * not the image type it says it is (400). Either refusal names `field` in its params, so a form with two photos
 * (an insurance card's sides) says it at the photo refused, not only in a passing toast.
 */
export function decodeImage(image: UploadedImage, maxBytes: number, field: string) {
  const bytes = Buffer.from(image.data_base64, 'base64');
  if (bytes.length > maxBytes) throw refusalWithParams('PAYLOAD_TOO_LARGE', 413, { field });
  const type = imageTypeOf(bytes);
  if (type === null || type !== image.content_type)
    throw refusalWithParams('VALIDATION_FAILED', 400, { field, key: 'image_invalid' });
  return { bytes, type };
}
