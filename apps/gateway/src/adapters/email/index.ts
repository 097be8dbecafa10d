// The live e-mail adapter from the environment (the convention of ../registry.ts). None is
// written yet: live mode starts without one (e-mail is an optional kind there) and a customer's
// e-mail change is then refused with a message saying it is not available.
import type { LiveResult } from '../registry';

import type { EmailAdapter } from './email';

export function liveFromEnv(_env: NodeJS.ProcessEnv): LiveResult<EmailAdapter> {
  return { missing: ['no live e-mail provider is written yet'] };
}
