import { createBrowserRouter, redirect, replace, type LoaderFunction, type RouteObject } from 'react-router';
import { guardLoader } from './guard-loader.js';
import { RouteError } from './route-error.js';
import { appRoutes, entrancePath, unknownPathRedirect, type AppRoute, type PageModule } from './routes.js';
import { Shell } from './shell.js';
import { consoleGuard } from './console/console-guard.js';
import { consoleBase, consoleRoutes, type ConsoleRoute } from './console/console-routes.js';

/** Spec 9: a screen's chunk that has not loaded in 120 s has failed. */
export const chunkLoadTimeoutMs = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    handle: route,
    loader: guardLoader(route),
    lazy: async () => {
      const mod: PageModule = await withTimeout(route.page(), chunkLoadTimeoutMs);
      return { Component: mod.Page };
    },
  };
}

/**
 * The hand-off screen: its page module's own loader runs after the guard (it
 * may go straight to the landing screen), so the route's loader comes with
 * the module, which the page's boot script has preloaded.
 */
function toEntranceRouteObject(route: AppRoute): RouteObject {
  const guard = guardLoader(route);
  return {
    path: route.path,
    handle: route,
    lazy: async () => {
      const mod: PageModule = await withTimeout(route.page(), chunkLoadTimeoutMs);
      const own = mod.loader;
      const loader: LoaderFunction = async (args) => {
        const guarded: unknown = await guard(args);
        if (guarded !== null || !own) return guarded;
        return own(args);
      };
      return { Component: mod.Page, loader };
    },
  };
}

function toConsoleRouteObject(route: ConsoleRoute): RouteObject {
  const lazy = async () => {
    const mod: PageModule = await withTimeout(route.page(), chunkLoadTimeoutMs);
    return { Component: mod.Page };
  };
  const loader = ({ request }: { request: Request }) => consoleGuard(route, new URL(request.url));
  return route.path
    ? { path: route.path, handle: { console: route }, loader, lazy }
    : { index: true, handle: { console: route }, loader, lazy };
}

/**
 * The operations console (docs/console.md): its own login, layout and route
 * table, outside the customer shell; loaded only when a /console URL is opened.
 */
const consoleRouteObject: RouteObject = {
  path: consoleBase,
  ErrorBoundary: RouteError,
  HydrateFallback: () => null,
  lazy: async () => {
    const { ConsoleRoot } = await withTimeout(import('./console/console-layout.js'), chunkLoadTimeoutMs);
    return { Component: ConsoleRoot };
  },
  children: [
    {
      path: 'login',
      lazy: async () => {
        const mod: PageModule = await withTimeout(
          import('../features/console/pages/login.js'),
          chunkLoadTimeoutMs,
        );
        return { Component: mod.Page };
      },
    },
    {
      lazy: async () => {
        const { ConsoleLayout } = await withTimeout(
          import('./console/console-layout.js'),
          chunkLoadTimeoutMs,
        );
        return { Component: ConsoleLayout };
      },
      children: [
        ...consoleRoutes.map(toConsoleRouteObject),
        { path: '*', loader: () => redirect(consoleBase) },
      ],
    },
  ],
};

export const routeObjects: RouteObject[] = [
  consoleRouteObject,
  {
    id: 'root',
    Component: Shell,
    ErrorBoundary: RouteError,
    // Nothing to show before the first screen: the page stays hidden until it has rendered.
    HydrateFallback: () => null,
    children: [
      // The hand-off screen, without the data layer it does not use.
      ...appRoutes.filter((r) => r.path === entrancePath).map(toEntranceRouteObject),
      {
        id: 'data',
        lazy: async () => {
          const { QueryLayout, dataLayoutLoader } = await withTimeout(
            import('./query-layout.js'),
            chunkLoadTimeoutMs,
          );
          return { Component: QueryLayout, loader: dataLayoutLoader };
        },
        children: appRoutes.filter((r) => r.path !== entrancePath).map(toRouteObject),
      },
      // Spec 2: unknown paths redirect to /account/expired.
      { path: '*', loader: () => replace(unknownPathRedirect) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
