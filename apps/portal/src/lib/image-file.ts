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
