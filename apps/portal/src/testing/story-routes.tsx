import { Suspense } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '../app/page-loading';
import { routes } from '../app/routes';
import { UNMATCHED_ROUTE_ATTRIBUTE } from './bare-canvas';

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

/**
 * The page the app shows at the current address, as its own story shows it: where a story's screen moves on to.
 * An address no page answers gets the app's Not Found page, marked so the story grid fails the story.
 */
export function NextScreen() {
  const location = useLocation();
  const page = useRoutes(pages, location);
  const unmatched = matchRoutes(pages, location)?.at(-1)?.route.path === '*';
  return (
    <Suspense fallback={<PageLoading />}>
      {unmatched ? <div {...{ [UNMATCHED_ROUTE_ATTRIBUTE]: location.pathname }}>{page}</div> : page}
    </Suspense>
  );
}
