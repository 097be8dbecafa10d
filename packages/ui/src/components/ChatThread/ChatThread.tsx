// The assistant chat: history of user and bot bubbles, 'Loading...' in the pending bot bubble,
// the newest reply typed out one character every 20 ms (at once when the customer prefers
// reduced motion), and a polite live region that announces each reply once, in full.
import { TYPEWRITER_MS_PER_CHAR } from '@savewin/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, Input, TextField } from 'react-aria-components';

import { Button } from '../../primitives/Button';
import { useMediaQuery } from '../../private/useMediaQuery';

import * as styles from './ChatThread.css';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatThreadProps {
  /** The conversation so far, oldest first. */
  messages: readonly ChatMessage[];
  /** Waiting for the reply: the last bot bubble shows 'Loading...'. */
  isPending?: boolean;
  /** The message whose content is typed out (the reply that just arrived). */
  typewriterId?: string;
  /** 'auto' follows prefers-reduced-motion; stories and tests can force either way. */
  animate?: 'auto' | 'always' | 'never';
  /** Text in the message box (controlled). */
  value: string;
  /** Called with the text as the customer types. */
  onChange: (value: string) => void;
  /** Called with the text in the box when the customer sends it. */
  onSubmit: (text: string) => void;
  /** e.g. 'Please enter a message.' */
  errorMessage?: string;
}

/** How much of `text` the typewriter shows after `elapsedMs`. */
export function typedLength(text: string, elapsedMs: number): number {
  return Math.min(text.length, Math.max(0, Math.floor(elapsedMs / TYPEWRITER_MS_PER_CHAR)));
}

function useTypewriter(id: string | undefined, text: string, enabled: boolean): number {
  const [state, setState] = useState({ id, shown: enabled ? 0 : text.length });
  const current = state.id === id ? state.shown : enabled ? 0 : text.length;
  if (state.id !== id) setState({ id, shown: current });

  useEffect(() => {
    if (!enabled || id === undefined) return undefined;
    const started = Date.now();
    const timer = setInterval(() => {
      const shown = typedLength(text, Date.now() - started);
      setState({ id, shown });
      if (shown >= text.length) clearInterval(timer);
    }, TYPEWRITER_MS_PER_CHAR);
    return () => clearInterval(timer);
  }, [id, text, enabled]);

  return enabled ? current : text.length;
}

/** The assistant chat: messages, a typing indicator and the message box. */
export function ChatThread({
  messages,
  isPending = false,
  typewriterId,
  animate = 'auto',
  value,
  onChange,
  onSubmit,
  errorMessage,
}: ChatThreadProps) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const animated = animate === 'always' || (animate === 'auto' && !reduced);
  const typing = messages.find((message) => message.id === typewriterId);
  const shown = useTypewriter(typing?.id, typing?.content ?? '', animated && typing !== undefined);
  const lastBotIndex = messages.map((message) => message.role).lastIndexOf('assistant');
  const errorId = useId();
  // The newest bubble stays in view as messages arrive and the reply is typed out.
  const historyRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const history = historyRef.current;
    if (history) history.scrollTop = history.scrollHeight;
  }, [messages.length, shown, isPending]);
  // The latest non-empty reply, announced once in full rather than character by character.
  const latestReply = [...messages]
    .reverse()
    .find((message) => message.role === 'assistant' && message.content);

  return (
    <div className={styles.root}>
      {/* A long history scrolls in its box, so keyboard users must be able to focus it to scroll (WCAG 2.1.1, axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ol ref={historyRef} className={styles.history} aria-label="Chat history" tabIndex={0}>
        {messages.map((message, index) => {
          const loading =
            isPending && message.role === 'assistant' && index === lastBotIndex && !message.content;
          const isTyping = message.id === typing?.id && shown < message.content.length;
          const text = loading
            ? 'Loading...'
            : message.id === typing?.id
              ? message.content.slice(0, shown)
              : message.content;
          return (
            <li key={message.id} className={styles.bubble({ role: message.role })}>
              <span className={styles.author}>{message.role === 'user' ? 'You' : 'Assistant'}</span>
              {isTyping ? (
                <>
                  <span aria-hidden="true">{text}</span>
                  <span className={styles.hidden}>{message.content}</span>
                </>
              ) : (
                <span>{text}</span>
              )}
            </li>
          );
        })}
      </ol>
      <div className={styles.hidden} aria-live="polite" data-testid="chat-announcer">
        {latestReply?.content ?? ''}
      </div>
      <Form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(value);
        }}
      >
        <TextField
          aria-label="Message"
          value={value}
          onChange={onChange}
          isInvalid={Boolean(errorMessage)}
          className={styles.field}
          aria-describedby={errorMessage ? errorId : undefined}
        >
          <Input className={styles.input} placeholder="Chat" />
        </TextField>
        <Button type="submit" variant="primary" isPending={isPending} pendingLabel="Waiting for the reply">
          Submit
        </Button>
      </Form>
      {errorMessage ? (
        <p id={errorId} role="alert" className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
