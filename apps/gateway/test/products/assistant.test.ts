// The assistant chat over HTTP: the built-in assistant answers from help content and the
// customer's own data; a configured OpenAI-compatible endpoint (a stub on loopback here) answers
// instead, with that content as context, and the built-in answer covers for it when it fails.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createOpenAiCompatibleModel } from '../../src/adapters/assistant/assistant';
import { FALLBACK_ANSWER, HELP_TOPICS } from '../../src/domain/assistant/assistant';
import { seedProductCatalogue } from '../../src/domain/catalogue';
import { ledgerProblems, startTestGateway, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS, readyCustomer, type Customer } from './support';

const gateway = setUpTestGateway({ assistantModel: null });
let ama: Customer;

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway, '100.00');
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

interface Reply {
  StatusDesc: string;
  Result: { message: { role: string; content: string } };
}

function ask(who: Customer, content: string, token: string | null = who.token) {
  return gateway.call<Reply | null>('POST', '/api/assistant/chat', {
    token,
    body: {
      user_id: who.customerNumber,
      session_id: who.customerNumber,
      message: [{ role: 'user', content }],
    },
  });
}

async function answerTo(content: string): Promise<string> {
  const answer = await ask(ama, content);
  expect(answer.body.isSuccess).toBe(true);
  expect(answer.body.result?.StatusDesc).toBe('Success');
  return answer.body.result?.Result.message.content ?? '';
}

const help = (topic: string) => HELP_TOPICS.find((t) => t.topic === topic)?.answer;

describe('the built-in assistant', () => {
  it("answers from the customer's own data: balance, goals and recent transactions", async () => {
    expect(await answerTo('What is my balance?')).toBe(
      'Your SAVE & WIN balance is GH₵100.00, with GH₵0.00 interest accrued and 10 loyalty points.',
    );
    expect(await answerTo('How are my goals doing?')).toContain('You have no goals yet');
    expect(await answerTo('Show my recent transactions')).toMatch(
      /^Your latest transactions: DEPOSIT of GH₵100\.00 on \d{4}-\d{2}-\d{2} \(successful\)\.$/,
    );
  });

  it('answers how-to questions from the help content, and says what it can do otherwise', async () => {
    expect(await answerTo('How do I fund my goal?')).toBe(help('goal'));
    expect(await answerTo('how can I link a wallet')).toBe(help('wallet'));
    expect(await answerTo('what are the fees?')).toBe(help('fees'));
    expect(await answerTo('how does the prize draw work')).toBe(help('draw'));
    expect(await answerTo('Tell me a joke')).toBe(FALLBACK_ANSWER);
  });

  it('refuses an empty message with the spec’s words', async () => {
    const answer = await ask(ama, '   ');
    expect(answer.body).toEqual({
      isSuccess: false,
      displayMessage: 'Please enter a message.',
      result: null,
    });
  });

  it('needs the credential of the customer it speaks for', async () => {
    expect((await ask(ama, 'hello', null)).status).toBe(401);
    const other = await gateway.call('POST', '/api/assistant/chat', {
      token: ama.token,
      body: { user_id: 'C999999', session_id: 'C999999', message: [{ role: 'user', content: 'hi' }] },
    });
    expect(other.status).toBe(403);
  });
});

describe('an OpenAI-compatible endpoint', () => {
  let stub: Server;
  let baseUrl = '';
  let failing = false;
  const received: {
    auth: string | undefined;
    body: { model: string; messages: { role: string; content: string }[] };
  }[] = [];

  function readBody(request: IncomingMessage): Promise<string> {
    return new Promise((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => resolve(text));
    });
  }

  beforeAll(async () => {
    stub = createServer((request, response) => {
      void readBody(request).then((text) => {
        received.push({ auth: request.headers.authorization, body: JSON.parse(text) as never });
        if (failing || request.url !== '/v1/chat/completions') {
          response.writeHead(500).end('{}');
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: 'Akwaaba! Stub answer.' } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => stub.close(() => resolve()));
  });

  it(
    'answers through the endpoint with the help content and the customer’s data as context',
    async () => {
      const model = createOpenAiCompatibleModel({ baseUrl, model: 'test-model', apiKey: 'k-123' });
      const other = await startTestGateway({ assistantModel: model });
      try {
        await seedProductCatalogue(other.db);
        const kofi = await readyCustomer(other, '40.00');
        const answer = await other.call<Reply>('POST', '/api/assistant/chat', {
          token: kofi.token,
          body: {
            user_id: kofi.customerNumber,
            session_id: kofi.customerNumber,
            message: [
              { role: 'user', content: 'Hi' },
              { role: 'assistant', content: 'Hello!' },
              { role: 'user', content: 'What can I do?' },
            ],
          },
        });
        expect(answer.body.result.Result.message.content).toBe('Akwaaba! Stub answer.');
        const sent = received.at(-1);
        expect(sent?.auth).toBe('Bearer k-123');
        expect(sent?.body.model).toBe('test-model');
        expect(sent?.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
        expect(sent?.body.messages[0]?.content).toContain('Your SAVE & WIN balance is GH₵40.00');

        failing = true;
        const fallback = await other.call<Reply>('POST', '/api/assistant/chat', {
          token: kofi.token,
          body: {
            user_id: kofi.customerNumber,
            session_id: kofi.customerNumber,
            message: [{ role: 'user', content: 'What is my balance?' }],
          },
        });
        expect(fallback.body.result.Result.message.content).toContain('Your SAVE & WIN balance is GH₵40.00');
        expect(await ledgerProblems(other)).toEqual([]);
      } finally {
        failing = false;
        await other.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
