import { en } from './en.js';
import { es } from './es.js';
import type { Language } from '../auth.js';
import type { Catalogue } from './catalogue.js';

export { interpolate, type Catalogue, type Params } from './catalogue.js';

/** The shared en/es catalogue (see the contract's README, "Translations"). */
export const catalogues: Record<Language, Catalogue<typeof en>> = { en, es };
export type SharedCatalogue = typeof en;
