// Removing one of the customer's saved favourites on the gateway (the list itself is read by the
// shared account data, which reloads it once one is gone).
import { type Favourite, readEnvelope } from '@savewin/api';

import { api } from '../../../shared/api/client';

export function removeFavourite(id: Favourite['id']) {
  return readEnvelope(api.DELETE('/api/favourite-service/favourites/id/{id}', { params: { path: { id } } }));
}
