// The support assistant: the conversation so far (state/conversation.ts) goes to the gateway,
// keyed by the customer number, and the reply comes back in the assistant's own envelope.
import { readEnvelope, type ChatRequest } from '@savewin/api';

import { api } from '../../../shared/api/client';

export function askAssistant(request: ChatRequest) {
  return readEnvelope(api.POST('/api/assistant/chat', { body: request }));
}
