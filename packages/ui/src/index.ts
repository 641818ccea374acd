/** The public API of @portal/ui. Styles: import '@portal/ui/styles.css' and '@portal/ui/brands.css'. */
export { cn } from './lib/cn';
export { capitalizeFirst } from './lib/capitalize';
