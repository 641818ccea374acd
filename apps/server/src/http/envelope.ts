import { STATUS_CODES } from 'node:http';
import type { ErrorEnvelope, SuccessEnvelope } from '@portal/contract';

export const statusText = (status: number): string => STATUS_CODES[status] ?? 'Unknown';

export function success<T>(content: T, status = 200): SuccessEnvelope<T> {
  return { status_code: status, status_text: statusText(status), content };
}

export function failure(
  status: number,
  code: string,
  message: string,
  params?: Record<string, string | number>,
): ErrorEnvelope {
  return {
    status_code: status,
    status_text: statusText(status),
    error: `${code} - ${message}`,
    ...(params ? { params } : {}),
  };
}
