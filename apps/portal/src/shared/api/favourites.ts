// Saving a payment's recipient as a favourite, when the customer asked to after a successful
// payment.
import { type CreateFavouriteRequest, readEnvelope } from '@savewin/api';

import { api } from './client';

export function saveFavourite(body: CreateFavouriteRequest) {
  return readEnvelope(api.POST('/api/favourite-service/favourites', { body }));
}
