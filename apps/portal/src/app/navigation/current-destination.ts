import { normalisePath } from '../../config/paths';

/**
 * Which destination the patient is in: the one whose address is the longest start of theirs, so
 * `/home/my-health/allergies` is in My Health and a page under `/home` that has no place of its own is in Home.
 */
export function currentDestination<T extends { to: string }>(
  pathname: string,
  among: readonly T[],
): T | undefined {
  const path = normalisePath(pathname);
  return among
    .filter(({ to }) => path === to || path.startsWith(`${to}/`))
    .reduce<T | undefined>((best, d) => (best && best.to.length >= d.to.length ? best : d), undefined);
}
