import { areaRoutes, isRouteStart, isWithinRoute } from './routes';
import { paths } from './paths';
import { remoteNames } from './remotes';

describe('paths', () => {
  it('builds links from the account root with encoded parameters', () => {
    expect(paths.orders.detail('71010007')).toBe('/orders/71010007');
    expect(paths.orders.cancelSuccess(71010007)).toBe('/orders/71010007/cancel-success');
    expect(paths.login.socialCallback('APPLE')).toBe('/login/social/APPLE');
    expect(paths.login.legacySetPassword('a/b c')).toBe('/login/forgottenpassword/a%2Fb%20c');
    expect(paths.login.forgotPassword()).toBe('/forgot-password');
    expect(paths.home()).toBe('/home');
  });

  it.each(remoteNames.map((name) => [name]))(
    '%s: a page for the start of every route it registers, none outside them',
    (area) => {
      const patterns = Object.values(paths[area]).map((path) => path.pattern as string);
      const routes = areaRoutes[area];
      expect(
        routes.filter((route) => !patterns.some((pattern) => isRouteStart(pattern, route))),
      ).toEqual([]);
      expect(
        patterns.filter((pattern) => !routes.some((route) => isWithinRoute(pattern, route))),
      ).toEqual([]);
    },
  );

  it('tells pages within a route from pages outside it', () => {
    expect(isWithinRoute('orders/:id', { path: 'orders/*', protected: true })).toBe(true);
    expect(isWithinRoute('orders-archive', { path: 'orders/*', protected: true })).toBe(false);
    expect(isWithinRoute('wishlist/:id', { path: 'wishlist', protected: true })).toBe(false);
    expect(isRouteStart('forgot-password/*', { path: 'forgot-password/*', protected: false })).toBe(
      true,
    );
  });
});
