import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/client/app/router';
import { APP_ROUTE_PATHS, isAppRoute } from '../../../src/shared/app-routes';

function pathsOf(table: RouteObject[]): string[] {
  return table.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

describe('the paths the server opens the app at', () => {
  it('are the client router’s, so a page the router shows is never answered 404', () => {
    const routerPaths = pathsOf(routes).filter((path) => path !== '*');
    expect([...routerPaths].sort()).toEqual([...APP_ROUTE_PATHS].sort());
  });

  it('match a route with its parameters filled, a trailing slash and any case, and nothing else', () => {
    expect(isAppRoute('/')).toBe(true);
    expect(isAppRoute('/data-survei/12')).toBe(true);
    expect(isAppRoute('/data-survei/12/')).toBe(true);
    expect(isAppRoute('/LOGIN')).toBe(true);
    expect(isAppRoute('/data-survei')).toBe(false);
    expect(isAppRoute('/data-survei/12/x')).toBe(false);
    expect(isAppRoute('/llms.txt')).toBe(false);
    expect(isAppRoute('/wp-login.php')).toBe(false);
  });
});
