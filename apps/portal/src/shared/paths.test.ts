import { describe, expect, it } from 'vitest';

import { paths, routeForPathname, routeNameForPathname } from './paths';

describe('paths', () => {
  it('gives every route its own pattern and a title', () => {
    const all = Object.values(paths);
    expect(new Set(all.map((r) => r.path)).size).toBe(all.length);
    for (const route of all) expect(route.title.trim()).not.toBe('');
  });

  it('lets a visitor open only sign-in, sign-up, the payment link (spec §6) and the document check', () => {
    const open = Object.values(paths)
      .filter((r) => !r.requiresSession)
      .map((r) => r.path)
      .sort();
    expect(open).toEqual(['/check-document', '/payment-link', '/sign-in', '/sign-up']);
  });

  it('builds URLs with a query from a record or a string, encoding what needs it', () => {
    expect(paths.paymentLink.getHref({ hash: 'a+b/c=' })).toBe('/payment-link?hash=a%2Bb%2Fc%3D');
    expect(paths.viewTargetSave.getHref('?goal=12')).toBe('/view-target-save?goal=12');
    expect(paths.transact.getHref('')).toBe('/transact');
    expect(paths.home.getHref()).toBe('/');
  });

  it('finds the route of a pathname, ignoring a trailing slash, and nothing for unknown paths', () => {
    expect(routeForPathname('/transact/send-money/')).toBe(paths.sendMoney);
    expect(routeForPathname('/')).toBe(paths.home);
    expect(routeForPathname('/transact/unknown')).toBeUndefined();
  });

  it('names the route of a pathname (what the field-speed report sends), never an address', () => {
    expect(routeNameForPathname('/')).toBe('home');
    expect(routeNameForPathname('/transact/send-money/')).toBe('sendMoney');
    expect(routeNameForPathname('/favorites')).toBe('favourites');
    expect(routeNameForPathname('/view-target-save/GOAL-123')).toBeUndefined();
    expect(routeNameForPathname('/0244123456')).toBeUndefined();
  });
});
