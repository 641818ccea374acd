import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '../app/page-loading';
import { routes } from '../app/routes';

/**
 * The app's pages without the frame around them: a layout route without a path (the root layout with its guard,
 * the data layout, the signed-in frame) gives way to its children, as a story shows a screen on its own.
 */
export function pagesOf(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) =>
    route.path === undefined && !route.index && route.children ? pagesOf(route.children) : [route],
  );
}

const pages = pagesOf(routes);

/** The page the app shows at the current address, as its own story shows it: where a story's screen moves on to. */
export function NextScreen() {
  return <Suspense fallback={<PageLoading />}>{useRoutes(pages)}</Suspense>;
}
