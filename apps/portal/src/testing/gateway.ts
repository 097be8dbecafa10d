// The gateway as the screen stories meet it: MSW handlers typed from the contract's `paths`
// (openapi-msw), so a handler for a path, parameter or body the contract does not have fails to
// compile. `demoGateway` answers every read a screen makes for the demo customer (fixtures.ts); a
// story puts its own handlers in front (`parameters.gateway`) to show a screen loading, empty,
// refused or failed, exactly as the real client would receive it.
import type { paths } from '@savewin/api';
import { HttpResponse, type HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';

import * as demo from './fixtures';

export const http = createOpenApiHttp<paths>();

/** The contract's success envelope around `result`. */
export function ok<T>(
  result: T,
  displayMessage = '',
): { isSuccess: true; displayMessage: string; result: T } {
  return { isSuccess: true, displayMessage, result };
}

type Method = 'get' | 'post' | 'put' | 'delete';
/** The contract's paths that answer `method`. */
export type PathFor<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];

/** MSW writes path parameters as `:name`; the contract as `{name}`. */
function mswPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

function untyped<M extends Method>(method: M, path: PathFor<M>, resolve: () => Promise<Response> | Response) {
  return http.untyped[method](mswPath(path), resolve);
}

/** Never answers: the screen stays as a slow network leaves it (its spinner). */
export function pending<M extends Method>(method: M, path: PathFor<M>): HttpHandler {
  return untyped(method, path, () => new Promise<never>(() => undefined));
}

/** The gateway is down (HTTP 503 with its error envelope): the client's GatewayError path. */
export function unavailable<M extends Method>(method: M, path: PathFor<M>): HttpHandler {
  return untyped(method, path, () =>
    HttpResponse.json(
      { isSuccess: false, displayMessage: 'The service is unavailable, please try again.' },
      { status: 503 },
    ),
  );
}

/** HTTP 200 with isSuccess false: the gateway's own refusal, in `displayMessage`. */
export function refused<M extends Method>(method: M, path: PathFor<M>, displayMessage: string): HttpHandler {
  return untyped(method, path, () => HttpResponse.json({ isSuccess: false, displayMessage, result: null }));
}

let renewals = 0;

/** Every read the signed-in screens make, answered for the demo customer. */
export const demoGateway: HttpHandler[] = [
  http.get('/api/customer-details/{mobile}', ({ response }) => response(200).json(ok(demo.subscription))),
  http.get('/api/lead-service/lead/{mobileNumber}', ({ response }) => response(200).json(ok(demo.lead))),
  http.get('/api/transaction-service/statement/{accountNumber}', ({ query, response }) => {
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 20);
    const items = demo.statement.slice((page - 1) * pageSize, page * pageSize);
    return response(200).json(ok({ items, page, pageSize, total: demo.statement.length }));
  }),
  http.get('/api/transaction-service/statement/{accountNumber}/monthly', ({ response }) =>
    response(200).json(ok(demo.monthlyTotals)),
  ),
  http.get('/api/account-service/sort-codes', ({ response }) => response(200).json(ok(demo.sortCodes))),
  http.get('/api/bill-service/billers', ({ response }) => response(200).json(ok(demo.billers))),
  http.get('/api/favourite-service/favourites/{customerNumber}', ({ response }) =>
    response(200).json(ok(demo.favourites)),
  ),
  http.get('/api/investment/customer-goals/{customerNumber}', ({ response }) =>
    response(200).json(ok(demo.goals)),
  ),
  http.get('/api/investment/goal-options', ({ response }) => response(200).json(ok(demo.goalOptions))),
  http.get('/api/investment/goal-statement/{goalAccountNumber}', ({ response }) =>
    response(200).json(ok(demo.goalStatement)),
  ),
  http.get('/api/account-service/account/linked-wallets/{customerNumber}', ({ response }) =>
    response(200).json(ok(demo.linkedWallets)),
  ),
  http.get('/api/notifications', ({ response }) => response(200).json(ok(demo.notifications))),
  http.get('/api/notifications/unread-count', ({ response }) => response(200).json(ok({ count: 1 }))),
  http.get('/api/notifications/alert-preferences', ({ response }) =>
    response(200).json(ok({ moneyIn: true, moneyOut: true, payouts: true, prizes: false })),
  ),
  http.get('/api/account-service/limits', ({ response }) => response(200).json(ok(demo.limits))),
  http.get('/api/auth-service/auth/sessions', ({ response }) => response(200).json(ok(demo.sessions))),
  http.get('/api/draws/current', ({ response }) => response(200).json(ok(demo.currentDraw))),
  http.get('/api/draws/prizes', ({ response }) => response(200).json(ok(demo.drawPrizes))),
  // The last draw's record is not published: the page says it cannot check the draw yet, and
  // needs no seed and entries worked out to match the winners above.
  refused('get', '/api/draws/{drawId}/verification', 'This draw has not been published yet.'),
  http.get('/api/draws/mine', ({ response }) => response(200).json(ok(demo.myDraws))),
  http.get('/api/qr-service/qr/mine', ({ query, response }) =>
    response(200).json(ok(demo.myQr(query.get('amount')))),
  ),
  http.get('/api/draws/prize-destination', ({ response }) => response(200).json(ok(demo.prizeDestination))),
  http.get('/api/loyalty/previous-winners', ({ response }) => response(200).json(ok(demo.previousWinners))),
  // The session's renewal, due 290 s after the story signed in: a story that lives that long on a
  // slow machine renews as the portal does against the gateway, and goes on (a refusal would be
  // tried again every 5 s for as long as the page lives, in every story after it).
  http.post('/api/auth-service/auth/refresh', ({ response }) => {
    // Each pair new, as the gateway's are: a credential seen twice reads as rotated by another tab.
    renewals += 1;
    return response(200).json(
      ok({
        token: `story-access-credential-${renewals}`,
        refreshToken: `story-refresh-credential-${renewals}`,
        expiresIn: 3600,
      }),
    );
  }),
  http.get('/api/money-requests', ({ response }) => response(200).json(ok(demo.moneyRequests))),
  http.get('/api/transaction/fee-schedule', ({ response }) => response(200).json(ok(demo.feeSchedule))),
  http.get('/api/payment-link', ({ response }) => response(200).json(ok(demo.paymentLink))),
  http.get('/api/payment-link/account-info', ({ response }) =>
    response(200).json(ok(demo.paymentLinkAccount)),
  ),
  http.get('/api/account-service/name-validation', ({ response }) =>
    response(200).json(ok({ accountName: demo.PAYER_NAME })),
  ),
  http.post('/api/transaction/verify-account', ({ response }) =>
    response(200).json(ok({ accountName: demo.PAYER_NAME })),
  ),
  http.post('/api/otp-service/otp/send/{mobileNumber}', ({ response }) =>
    response(200).json(ok({ expiresIn: 300 }, 'A code was sent to your phone')),
  ),
  // A read the stories have not answered is a gap in this kit: say which, loudly, rather than
  // letting the request reach whatever server the Storybook page was served from.
  http.untyped.all('/api/*', ({ request }) => {
    console.error(`No story answer for ${request.method} ${new URL(request.url).pathname}`);
    return HttpResponse.json(
      { isSuccess: false, displayMessage: 'This call has no answer in the story gateway.' },
      { status: 501 },
    );
  }),
];
