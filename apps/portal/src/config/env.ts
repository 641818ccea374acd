// zod/mini tree-shakes: the login page should not carry the whole of zod for a handful of variables
import * as z from 'zod/mini';

const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => (value?.trim() ? value.trim() : undefined)),
);

/** Build-time settings (VITE_*). Every third-party integration is off when its key is absent. */
export const envSchema = z.object({
  /** API origin; empty means the portal's own origin (the server serves both). */
  VITE_API_HOST: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((value: string | undefined) => (value ?? '').trim().replace(/\/+$/, '')),
    ),
    z.string().check(
      z.refine((value) => value === '' || /^https?:\/\/[^/]+/.test(value), {
        message: 'VITE_API_HOST must be an http(s) origin such as https://api.example.com',
      }),
    ),
  ),
  VITE_MIXPANEL_TOKEN: optionalText,
  VITE_CHAT_APP_ID: optionalText,
  /** The chat provider's loader script; defaults to the provider's messenger URL built from the app id. */
  VITE_CHAT_SCRIPT_URL: z.pipe(
    optionalText,
    z.optional(
      z.string().check(z.refine((value) => /^https:\/\//.test(value), { message: 'must be an https URL' })),
    ),
  ),
  VITE_GOOGLE_MAPS_KEY: optionalText,
  VITE_ONFIDO_APP_ID: optionalText,
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const names = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid portal configuration — ${names.join('; ')}`);
  }
  return result.data;
}

export const env: Env = parseEnv(import.meta.env);
