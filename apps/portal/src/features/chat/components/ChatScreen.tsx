// /chat/ai (spec §2 Chat, §4, §5): a back arrow to Support, the history, the 'Chat' input with
// Submit. A message is appended with an empty bot bubble showing 'Loading...', and the reply is
// typed out 20 ms per character (ChatThread). A failed call is not silent (ARCHITECTURE
// difference 3): the empty bubble goes, 'Something went wrong' shows and the text is put back.
import { SOMETHING_WENT_WRONG_MESSAGE, chatMessageError } from '@savewin/core';
import { ChatThread, Link, Stack, type ChatMessage } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';

import { subscriptionAtom } from '../../../shared/data/selectors';
import { paths } from '../../../shared/paths';
import { askAssistant } from '../api/assistant';
import { conversationFor } from '../state/conversation';

export function ChatScreen() {
  const customerNumber = useAtomValue(subscriptionAtom)?.customerNumber ?? '';
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [typewriterId, setTypewriterId] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const nextId = useRef(0);

  async function send(text: string) {
    if (pending) return;
    const refusal = chatMessageError(text);
    if (refusal) {
      setError(refusal);
      return;
    }
    setError(undefined);
    const question: ChatMessage = { id: `m${++nextId.current}`, role: 'user', content: text.trim() };
    const reply: ChatMessage = { id: `m${++nextId.current}`, role: 'assistant', content: '' };
    const asked = [...messages, question];
    setMessages([...asked, reply]);
    setDraft('');
    setPending(true);
    try {
      const answer = await askAssistant({
        user_id: customerNumber,
        session_id: customerNumber,
        message: conversationFor(asked),
      });
      const content = answer.result?.Result.message.content ?? '';
      if (!answer.isSuccess || answer.result?.StatusDesc !== 'Success' || !content) {
        throw new Error(answer.displayMessage);
      }
      setMessages((all) => all.map((m) => (m.id === reply.id ? { ...m, content } : m)));
      setTypewriterId(reply.id);
    } catch {
      setMessages((all) => all.filter((m) => m.id !== reply.id));
      setDraft(text);
      setError(SOMETHING_WENT_WRONG_MESSAGE);
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack space="large">
      <Stack space="small">
        <Link href={paths.support.getHref()} aria-label="Back to Support">
          <svg viewBox="0 0 24 24" width="24" height="24" fill="none" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </Link>
        <h1>{paths.chat.title}</h1>
      </Stack>
      <ChatThread
        messages={messages}
        isPending={pending}
        typewriterId={typewriterId}
        value={draft}
        onChange={(value) => {
          setDraft(value);
          setError(undefined);
        }}
        onSubmit={(text) => void send(text)}
        errorMessage={error}
      />
    </Stack>
  );
}
