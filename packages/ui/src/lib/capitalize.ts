/** [CAP-1] Capitalises the first letter of a value for display ("pending" → "Pending"); other values pass through. */
export function capitalizeFirst<T>(value: T): T | string {
  if (typeof value !== 'string' || value.length === 0) return value;
  return value.charAt(0).toLocaleUpperCase() + value.slice(1);
}
