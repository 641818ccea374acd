import { z } from 'zod';

/** Every /v1 success body: `{ status_code, status_text, content }`. */
export const successEnvelope = <T extends z.ZodType>(content: T) =>
  z.object({ status_code: z.number().int(), status_text: z.string(), content });

/**
 * Every /v1 error body; `error` is `"<CODE> - <localised message>"`. A few refusals also carry `params` a screen
 * acts on (a wrong code: `attempts_left`).
 */
export const errorEnvelope = z.object({
  status_code: z.number().int(),
  status_text: z.string(),
  error: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type SuccessEnvelope<T> = { status_code: number; status_text: string; content: T };
