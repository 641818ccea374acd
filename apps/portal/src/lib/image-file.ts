import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, type UploadedImage } from '@portal/contract';

export type ImageProblem = 'tooLarge' | 'notImage';

/** Why a chosen or captured photo cannot be sent, checked before any upload. */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}

/** A photo ready to send as JSON; the preview URL is local to this page and revoked on retake. */
export interface CapturedPhoto {
  image: UploadedImage;
  previewUrl: string;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

export async function photoFromBlob(blob: Blob, fileName: string): Promise<CapturedPhoto> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return {
    image: {
      file_name: fileName,
      content_type: blob.type as UploadedImage['content_type'],
      data_base64: toBase64(bytes),
    },
    previewUrl: URL.createObjectURL(blob),
  };
}

/** How much smaller each try to fit a photo under MAX_IMAGE_BYTES is, and how many tries there are. */
const SHRINK_STEP = 0.7;
const SHRINK_TRIES = 6;

/**
 * The scales (of each side) to try, in order, to bring a photo of `bytes` under `maxBytes` as a JPEG: first the
 * one that fits by area (bytes grow with the pixels, so the side shrinks by the square root), then each a step
 * smaller, for a picture that compresses worse than its original did. Never larger than the photo.
 */
export function shrinkScales(bytes: number, maxBytes = MAX_IMAGE_BYTES): number[] {
  const first = Math.min(1, Math.sqrt(maxBytes / Math.max(bytes, 1)));
  return Array.from({ length: SHRINK_TRIES }, (_, i) => first * SHRINK_STEP ** i);
}

function canvasBlob(image: ImageBitmap, scale: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.width * scale));
  canvas.height = Math.max(1, Math.round(image.height * scale));
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
}

/**
 * A chosen file as a photo to send, or why it cannot be one. It is decoded first, so a file that is not a
 * picture (whatever its name or type says) gets a message, never a broken preview; a photo over
 * MAX_IMAGE_BYTES (a phone's 12-megapixel shot) is shrunk here, as a JPEG, instead of being refused.
 */
export async function readPhoto(file: File): Promise<CapturedPhoto | ImageProblem> {
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(file);
  } catch {
    return 'notImage';
  }
  try {
    if (!imageProblem(file)) return await photoFromBlob(file, file.name);
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    for (const scale of shrinkScales(file.size)) {
      const blob = await canvasBlob(image, scale);
      if (blob && blob.size <= MAX_IMAGE_BYTES) return await photoFromBlob(blob, name);
    }
    return 'tooLarge';
  } finally {
    image.close();
  }
}
