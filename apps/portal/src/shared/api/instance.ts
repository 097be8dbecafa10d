// The single gateway instance every feature calls. The app wires it to the session at start-up
// (configureGateway), so this shared module needs no knowledge of where the credential lives.
import { createPortalGateway, type ClientOptions } from './client';

let options: ClientOptions = { getToken: () => null };

export function configureGateway(next: ClientOptions): void {
  options = next;
}

export const gateway = createPortalGateway({
  getToken: () => options.getToken(),
  onUnauthorized: () => options.onUnauthorized?.(),
});
