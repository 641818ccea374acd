import { createElement, isValidElement, lazy, type ComponentProps, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * A lazily loaded page whose code can be fetched ahead (`preload`), and which renders at once when it has
 * arrived. React.lazy alone suspends on its first render even when the code is already here, and a boundary
 * that showed its fallback reveals the page no sooner than 300 ms later (React's throttle): a signed-in page
 * opened directly waited that long at each of the frame's levels before its first read was even sent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy's own signature
export function preloadable<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: T | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const Page = (props: ComponentProps<T>) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload: (): Promise<unknown> => preload() });
}

/**
 * Starts fetching the code of every level of `routes` that `pathname` matches (the frame, the layout, the page),
 * and answers once all of it has arrived, or one fetch has failed (the page reports that when it renders).
 */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<unknown> {
  const levels = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.element);
  return Promise.all(
    levels.map((element) =>
      isValidElement(element)
        ? (element.type as { preload?: () => Promise<unknown> }).preload?.()
        : undefined,
    ),
  ).catch(() => undefined);
}
