/** The shape of a catalogue typed against another (English): the same keys, any strings. */
export type Catalogue<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : Catalogue<T[K]>;
};

export type Params = Record<string, string | number>;

/** i18next's interpolation, for the server, which needs no more of i18next: `{{name}}` → params.name. */
export const interpolate = (template: string, params: Params = {}): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
