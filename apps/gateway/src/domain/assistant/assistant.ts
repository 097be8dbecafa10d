// The assistant chat (spec §3: user_id, session_id, message[]; answer StatusDesc 'Success',
// Result.message.content), behind the customer's credential. The built-in assistant answers from
// the product's help content and the customer's own data, deterministically; when a model is
// configured it answers instead, given the same help and data as context, and the built-in
// answer is used whenever the model cannot answer.
import { EMPTY_CHAT_MESSAGE, formatCedis } from '@savewin/core';

import type { AssistantModel, ModelMessage } from '../../adapters/assistant/assistant';
import type { Database } from '../../db/database';
import type { Caller } from '../caller';
import { requireCustomer } from '../common';
import { DRAW_PRIZES, PESEWAS_PER_TICKET, TICKET_CAP } from '../draws/draws';
import { NotYours } from '../errors';
import { getCustomerAccounts, openBalances, recentTransactions } from '../ledger/index';
import { ok, refused, type Outcome } from '../outcome';

export interface ChatRequest {
  user_id: string;
  session_id: string;
  message: { role: 'user' | 'assistant'; content: string }[];
}

export interface ChatResult {
  StatusDesc: 'Success';
  Result: { message: { role: 'assistant'; content: string } };
}

const topPrize = formatCedis(DRAW_PRIZES[0]?.prize ?? 0);

/** The product's help content: what the built-in assistant knows, in the order it checks. */
export const HELP_TOPICS: readonly { topic: string; pattern: RegExp; answer: string }[] = [
  {
    topic: 'fees',
    pattern: /\b(fee|fees|charge|charges|levy|e-levy|elevy|cost|price|prices)\b/,
    answer:
      'Fees and the E-Levy are shown on the confirmation screen before you confirm any payment, and the full schedule is on the Prices page. The E-Levy was repealed from 2 April 2025, so it is GH₵0.00 today.',
  },
  {
    topic: 'goal',
    pattern: /\b(goal|goals|target save|target|fund my)\b/,
    answer:
      'Open Target Save, pick your goal and press Fund: the money moves from your SAVE & WIN account to the goal. To start a new goal press New Goal, choose a purpose, a target amount and a due date. Switch on Set & Forget to have the goal funded automatically each period.',
  },
  {
    topic: 'wallet',
    pattern: /\b(wallet|wallets|link|linked|momo number)\b/,
    answer:
      'Go to Settings, then Payment Methods, and press Add Wallet. Choose the network, type the number and validate the name, then press Link Number and enter the code we send to that number.',
  },
  {
    topic: 'draw',
    pattern: /\b(draw|draws|prize|prizes|win|winner|winners|ticket|tickets|chance|chances)\b/,
    answer: `Every ${formatCedis(PESEWAS_PER_TICKET)} you save in a week gives you one ticket in that week's draw (up to ${TICKET_CAP} tickets; withdrawals take tickets away). The top prize is ${topPrize}. Before each draw we publish a fingerprint of its secret seed and of the entry list, and afterwards anyone can check the winners.`,
  },
  {
    topic: 'deposit',
    pattern: /\b(deposit|deposits|top up|topup|add money|save money)\b/,
    answer:
      'On Home press Deposit, enter the amount and confirm, then approve the prompt on your phone. Switch on Use Linked Wallet to pay from one of your linked wallets.',
  },
  {
    topic: 'withdraw',
    pattern: /\b(withdraw|withdrawal|cash out|send money|transfer)\b/,
    answer:
      'On Home press Withdraw (or open Transact, then Send Money), enter the amount and check the fees and E-Levy on the details screen before you confirm.',
  },
  {
    topic: 'kyc',
    pattern: /\b(kyc|verify|verification|ghana card|id card|identity)\b/,
    answer:
      'To complete your KYC, press Deposit on Home and follow Verify your ID Card: enter your Ghana Card number and take a photo. We notify you when the verification is complete.',
  },
  {
    topic: 'payment link',
    pattern: /\b(payment link|request money|request|get paid)\b/,
    answer:
      'Open Request Money and press the link line to create your payment link, then share it. Whoever opens it can pay you from their mobile-money wallet after confirming their number with a code.',
  },
  {
    topic: 'pin',
    pattern: /\b(pin|passcode|password)\b/,
    answer:
      'Go to Settings, then Security, and choose Change Passcode. Enter your current pin, then the new pin twice.',
  },
  {
    topic: 'support',
    pattern: /\b(support|help|contact|call|complain|complaint|agent|human)\b/,
    answer: 'Go to Settings, then Support: you can WhatsApp us, email us, call us or read the FAQs.',
  },
];

export const FALLBACK_ANSWER =
  "I can help with deposits, withdrawals, fees, goals, linked wallets, the prize draw, payment links, KYC and support. You can also ask 'What is my balance?', 'How are my goals doing?', 'What are my recent transactions?' or 'How many draw tickets do I have?'.";

export function createAssistant(deps: {
  db: Database;
  now(): Date;
  model: AssistantModel | null;
  myTickets(auth: Caller): Promise<number | null>;
  onModelError?(error: unknown): void;
}) {
  const { db } = deps;

  async function balanceAnswer(customerNumber: string): Promise<string> {
    const accounts = await getCustomerAccounts(db, customerNumber);
    const main = accounts.find((a) => a.productName === 'SAVE & WIN');
    if (!main) return 'You do not have a SAVE & WIN account yet.';
    return `Your SAVE & WIN balance is GH₵${main.currentAvailableBalance}, with GH₵${main.accruedInterest} interest accrued and ${main.loyaltyPoint} loyalty points.`;
  }

  async function goalsAnswer(customerNumber: string): Promise<string> {
    const rows = await db.query<{ goal_account_number: string; goal_name: string; target_amount: number }>(
      `SELECT goal_account_number, goal_name, target_amount FROM goals
        WHERE customer_number = $1 ORDER BY created_at`,
      [customerNumber],
    );
    const balances = await openBalances(
      db,
      rows.map((g) => g.goal_account_number),
    );
    const goals = rows.flatMap((g) => {
      const balance = balances.get(g.goal_account_number);
      return balance === undefined ? [] : [{ ...g, balance }];
    });
    if (goals.length === 0) return 'You have no goals yet. Open Target Save and press New Goal to start one.';
    const lines = goals.map(
      (g) => `'${g.goal_name}': ${formatCedis(Number(g.balance))} of ${formatCedis(Number(g.target_amount))}`,
    );
    return `You have ${goals.length} goal${goals.length === 1 ? '' : 's'}: ${lines.join('; ')}.`;
  }

  async function recentAnswer(customerNumber: string): Promise<string> {
    const rows = await recentTransactions(db, customerNumber, 3);
    if (rows.length === 0) return 'You have no transactions yet.';
    const lines = rows.map(
      (r) =>
        `${r.transactionType.replace(/_/g, ' ')} of ${formatCedis(r.amount)} on ${r.createdAt.toISOString().slice(0, 10)} (${r.status.toLowerCase()})`,
    );
    return `Your latest transactions: ${lines.join('; ')}.`;
  }

  async function ticketsAnswer(auth: Caller): Promise<string | null> {
    const tickets = await deps.myTickets(auth);
    if (tickets === null) return null;
    return `You have ${tickets} ticket${tickets === 1 ? '' : 's'} in this week's draw. Every ${formatCedis(PESEWAS_PER_TICKET)} you save adds one.`;
  }

  /** The built-in assistant's answer to the customer's latest message. */
  async function builtIn(auth: Caller, customerNumber: string, question: string): Promise<string> {
    const text = question.toLowerCase();
    if (/\b(my )?(ticket|tickets|chances)\b/.test(text) && /\b(my|i|have)\b/.test(text)) {
      const answer = await ticketsAnswer(auth);
      if (answer) return answer;
    }
    if (/\bbalance\b|how much (do i|have i)/.test(text)) return balanceAnswer(customerNumber);
    if (/\bmy goals?\b/.test(text) && !/\b(fund|create|start|new)\b/.test(text))
      return goalsAnswer(customerNumber);
    if (/\b(recent|latest|last|history)\b.*\btransactions?\b|\bmy transactions?\b/.test(text))
      return recentAnswer(customerNumber);
    return HELP_TOPICS.find((t) => t.pattern.test(text))?.answer ?? FALLBACK_ANSWER;
  }

  async function chat(auth: Caller | null, req: ChatRequest): Promise<Outcome<ChatResult>> {
    const caller = requireCustomer(auth);
    if (req.user_id !== caller.customerNumber || req.session_id !== caller.customerNumber)
      throw new NotYours('You can only chat as yourself.');
    const last = req.message[req.message.length - 1];
    if (!last || last.role !== 'user' || last.content.trim() === '') return refused(EMPTY_CHAT_MESSAGE);
    const fallback = await builtIn(auth as Caller, caller.customerNumber, last.content);
    let content = fallback;
    if (deps.model) {
      const context = [
        await balanceAnswer(caller.customerNumber),
        await goalsAnswer(caller.customerNumber),
        await recentAnswer(caller.customerNumber),
      ].join('\n');
      const system: ModelMessage = {
        role: 'system',
        content: `You are the SAVE & WIN assistant of a Ghanaian savings and payments provider. Answer briefly, in plain words, only about SAVE & WIN. Never ask for a PIN or a one-time code.\nHelp content:\n${HELP_TOPICS.map((t) => `- ${t.topic}: ${t.answer}`).join('\n')}\nThe customer's own data:\n${context}`,
      };
      try {
        content = await deps.model.complete([
          system,
          ...req.message.map((m) => ({ role: m.role, content: m.content })),
        ]);
      } catch (error) {
        deps.onModelError?.(error);
        content = fallback;
      }
    }
    return ok({ StatusDesc: 'Success', Result: { message: { role: 'assistant', content } } }, '');
  }

  return { chat, builtIn };
}

export type Assistant = ReturnType<typeof createAssistant>;
