// Once the profile has been read, the session keys name the customer and their lead (spec §3), so
// a reload shows the name before the profile is read again.
import { profile } from '../data/account';
import { store } from '../store';

import { leadIdAtom, profileNameAtom } from './session';

/** Follows the profile list for the life of the app. */
export function keepProfileKeys(): void {
  store.sub(profile.valueAtom, () => {
    const { subscription, lead } = store.get(profile.valueAtom);
    const leadId = subscription?.customer.leadId ?? lead?.leadId;
    const profileName = subscription
      ? `${subscription.firstName} ${subscription.lastName}`.trim()
      : (lead?.profileName ?? null);
    if (leadId) store.set(leadIdAtom, leadId);
    if (profileName) store.set(profileNameAtom, profileName);
  });
}
