export declare const WCAG_TAGS: readonly string[];
export declare const axeRunOptions: { readonly runOnly: { type: 'tag'; values: string[] } };
export declare const BRAND_DEPENDENT_RULES: readonly string[];
