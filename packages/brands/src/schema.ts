import { z } from 'zod';
import { isHexColour } from './contrast.js';

/** The semantic colour roles every brand fills. Components read only these (as `--color-<kebab-name>`). */
export const semanticColourNames = [
  'primary',
  'onPrimary',
  'primaryHover',
  'surface',
  'onSurface',
  'surfaceMuted',
  'onSurfaceMuted',
  'border',
  'focus',
  'link',
  'danger',
  'onDanger',
  'success',
  'warning',
  'info',
  'stripe',
  'stripeBorder',
  'header',
  'onHeader',
] as const;
export type SemanticColourName = (typeof semanticColourNames)[number];

const hexColour = z.string().refine(isHexColour, { message: 'must be a hex colour like #1d4f91' });
const cssLength = z.string().regex(/^(0|\d+(\.\d+)?(px|rem|em|%))$/, 'must be a CSS length like 0.5rem');
// Written into a <style> element as it is: nothing that could end the rule or the element
const fontStack = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[^<>{};]+$/, 'must be a font list without <, >, {, } or ;');
/** A public id of a third party (a project token, an app id, a browser key): what ends up in the page anyway. */
const publicId = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,200}$/, 'must be letters, digits, dots, dashes or underscores');
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });
/** An origin alone (the CSP allows exactly it): https, or http on this machine (a test's collector). */
const serviceOrigin = z
  .string()
  .regex(
    /^(https:\/\/[a-z0-9.-]+|http:\/\/(localhost|127\.0\.0\.1|\[::1\]))(:\d{1,5})?$/,
    'must be an https origin such as https://mp.example.com',
  );

/**
 * The brand's own third parties, by their public ids only: a brand file is downloaded from Storybook, shared with
 * a partner and shipped into every page, so nothing secret ever belongs here (server-side keys come from the
 * server's environment). The server may override each per deployment (BRAND_<ID>_MIXPANEL_TOKEN…).
 */
export const brandServicesSchema = z.strictObject({
  mixpanelToken: publicId.optional(),
  mixpanelApiHost: serviceOrigin.optional(),
  chatAppId: publicId.optional(),
  chatScriptUrl: httpsUrl.optional(),
  googleMapsKey: publicId.optional(),
});
export type BrandServices = z.infer<typeof brandServicesSchema>;
export const brandServiceNames = Object.keys(brandServicesSchema.shape) as (keyof BrandServices)[];

/** An http(s) scheme, host and port, nothing after: what a browser sends as `Origin` and WebAuthn signs. */
const isOrigin = (value: string) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?\/?$/.test(value);
/** The contract's UNIT_SYSTEMS (a brand file is checked without the contract). */
const unitSystem = z.enum(['us', 'metric'], { message: 'must be "us" or "metric"' });

/**
 * The longest logo markup a brand may carry, in characters: every page a patient loads holds its brand, logo
 * included, so a logo weighs on every first paint (a PNG logo, base64 inside its SVG, grows by a third).
 */
export const LOGO_MAX_LENGTH = 40_000;

export const brandSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be lower-case letters, digits and hyphens'),
    name: z.string().min(1).max(80),
    logo: z.object({
      svg: z
        .string()
        .startsWith('<svg')
        .max(LOGO_MAX_LENGTH, `must be at most ${LOGO_MAX_LENGTH} characters (every page carries it)`)
        .refine((s) => !/<script|on\w+=/i.test(s), { message: 'must not contain scripts or event handlers' }),
    }),
    /** Tier 1: primitive values. */
    palette: z.record(z.string().regex(/^[a-z0-9-]+$/), hexColour),
    /** Tier 2: semantic roles, each naming a palette entry. */
    colors: z.object(
      Object.fromEntries(semanticColourNames.map((name) => [name, z.string()])) as Record<
        SemanticColourName,
        z.ZodString
      >,
    ),
    fonts: z.object({ sans: fontStack, heading: fontStack }),
    radius: cssLength,
    /** Tier 3: the few component tokens a brand may override. */
    components: z.object({ buttonRadius: cssLength.optional() }).optional(),
    support: z.object({
      phone: z.string().min(7).max(30),
      email: z.email(),
      hours: z.string().min(1).max(120),
    }),
    /**
     * The units a patient reads weights, heights and temperatures in until they choose, per language: a brand
     * serving US clinics says `us` in English and Spanish alike (see the contract's `defaultUnitSystem`).
     */
    defaultUnits: z.strictObject({ en: unitSystem, es: unitSystem }),
    /**
     * The brand's public origin (`https://portal.acme-health.com`): every link sent to its patients opens there and
     * its passkeys belong to its host. Optional: the server derives one from PUBLIC_ORIGIN when absent.
     */
    origin: z
      .string()
      .refine(isOrigin, {
        message: 'must be an http(s) origin alone in lower case, like https://portal.example.com',
      })
      .optional(),
    legal: z.object({
      privacy: z.url(),
      terms: z.url(),
      accessibility: z.url().optional(),
    }),
    services: brandServicesSchema.optional(),
  })
  .superRefine((brand, ctx) => {
    for (const name of semanticColourNames) {
      const ref = brand.colors[name];
      if (!(ref in brand.palette)) {
        ctx.addIssue({
          code: 'custom',
          path: ['colors', name],
          message: `names "${ref}", which is not in the palette`,
        });
      }
    }
  });

export type Brand = z.infer<typeof brandSchema>;
