// What the assistant is sent (spec §3 chat request): the conversation so far as role/content
// items, ending with the customer's new message. Replies that never arrived are left out, and
// only the latest turns go, as the contract takes at most 50.
import type { ChatMessage } from '@savewin/ui';

export const MAX_CHAT_TURNS = 50;

export function conversationFor(
  history: readonly ChatMessage[],
): { role: 'user' | 'assistant'; content: string }[] {
  return history
    .filter((m) => m.content.trim() !== '')
    .map((m) => ({ role: m.role, content: m.content }))
    .slice(-MAX_CHAT_TURNS);
}
