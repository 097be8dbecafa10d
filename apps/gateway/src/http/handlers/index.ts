// Every operation handler of the gateway, merged into one map from operationId to handler.
// A handler file per area; server.ts registers what is here and leaves every other operation of
// the contract unregistered (404), so nothing half-made is reachable.
import type { HandlerMap } from '../types';

import { identityHandlers } from './identity';
import { productHandlers } from './products';
import { sandboxHandlers, systemHandlers } from './system';
import { sandboxMomoHandlers, transactionHandlers } from './transactions';

/** Operations that exist only in sandbox mode. */
export const sandboxOnly: HandlerMap = { ...sandboxHandlers, ...sandboxMomoHandlers };

export const handlers: HandlerMap = {
  ...systemHandlers,
  ...identityHandlers,
  ...transactionHandlers,
  ...productHandlers,
  ...sandboxOnly,
};
