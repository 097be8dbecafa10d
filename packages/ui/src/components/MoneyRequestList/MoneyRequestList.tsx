// Requests between customers, as one titled list: who asked whom, how much, what for, and where
// the request stands. A waiting request carries its actions: the one asked may pay or decline it,
// the one who asked may cancel it. Each action names its request (several rows hold the same
// words), and while one runs every action of the list waits, so no request is acted on twice.
import { amountTextToPesewas, formatCedis, formatDate } from '@savewin/core';
import { useId } from 'react';

import { Button } from '../../primitives/Button';

import * as styles from './MoneyRequestList.css';

export type MoneyRequestStatus = 'PENDING' | 'PAID' | 'DECLINED' | 'CANCELLED' | 'EXPIRED';

/** A request as the gateway lists it, with the other customer in words. */
export interface MoneyRequestItem {
  requestId: string;
  /** SENT: this customer asked; RECEIVED: this customer is asked to pay. */
  direction: 'SENT' | 'RECEIVED';
  /** 2-decimal text, as the API gives it. */
  amount: string;
  note: string;
  status: MoneyRequestStatus;
  createdAt: string;
  expiresAt: string;
  decidedAt: string | null;
  /** The requester's name (received) or the number asked (sent). */
  counterparty: string;
}

/** An action on one request. */
export interface MoneyRequestAction {
  requestId: string;
  action: 'pay' | 'decline' | 'cancel';
}

export interface MoneyRequestListProps {
  /** The list's heading, which also names its region ('Asked of you', 'You asked'). */
  title: string;
  /** The requests, newest first, as the gateway lists them with the other customer in words. */
  requests: readonly MoneyRequestItem[];
  /** Shown when there are none. */
  emptyText: string;
  /** The action under way: its button spins, every other action of the list waits. */
  busy?: MoneyRequestAction | null;
  /** Pay a waiting request this customer was asked to pay; without it, no Pay button. */
  onPay?: (request: MoneyRequestItem) => void;
  /** Decline a waiting request this customer was asked to pay; without it, no Decline button. */
  onDecline?: (request: MoneyRequestItem) => void;
  /** Cancel a waiting request this customer sent; without it, no Cancel button. */
  onCancel?: (request: MoneyRequestItem) => void;
}

const STATUS_WORDS: Record<MoneyRequestStatus, string> = {
  PENDING: 'Waiting',
  PAID: 'Paid',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};

/** 'GH₵25.00' for the API's '25.00' (an unreadable amount is shown as given, never as zero). */
function cedis(amount: string): string {
  const pesewas = amountTextToPesewas(amount);
  return pesewas === null ? amount : formatCedis(pesewas);
}

/** When the request was made and, waiting, until when; decided, when. */
export function requestTimeline(request: MoneyRequestItem): string {
  const asked = `Asked ${formatDate(request.createdAt)}`;
  if (request.status === 'PENDING') return `${asked} · until ${formatDate(request.expiresAt)}`;
  if (request.status === 'EXPIRED') return `${asked} · expired ${formatDate(request.expiresAt)}`;
  return request.decidedAt
    ? `${asked} · ${STATUS_WORDS[request.status].toLowerCase()} ${formatDate(request.decidedAt)}`
    : asked;
}

/**
 * Requests between customers under a heading: who asked whom, the amount, the note, when and how
 * each stands, with Pay and Decline (asked of the customer) or Cancel (asked by them) while it waits.
 */
export function MoneyRequestList({
  title,
  requests,
  emptyText,
  busy = null,
  onPay,
  onDecline,
  onCancel,
}: MoneyRequestListProps) {
  const headingId = useId();
  const spins = (requestId: string, action: MoneyRequestAction['action']) =>
    busy?.requestId === requestId && busy.action === action;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {requests.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {requests.map((request) => {
            const amount = cedis(request.amount);
            const waiting = request.status === 'PENDING';
            const who = request.counterparty;
            return (
              <li key={request.requestId} className={styles.item}>
                <div className={styles.summary}>
                  <span className={styles.who}>
                    {request.direction === 'RECEIVED' ? `${who} asks you` : `You asked ${who}`}
                  </span>
                  <span className={styles.amount}>{amount}</span>
                </div>
                {request.note ? <p className={styles.note}>{request.note}</p> : null}
                <div className={styles.summary}>
                  <span className={styles.detail}>{requestTimeline(request)}</span>
                  <span className={styles.status({ status: request.status })}>
                    {STATUS_WORDS[request.status]}
                  </span>
                </div>
                {waiting && request.direction === 'RECEIVED' && (onPay || onDecline) ? (
                  <div className={styles.actions}>
                    {onPay ? (
                      <Button
                        variant="primary"
                        size="small"
                        aria-label={`Pay ${amount} to ${who}`}
                        isPending={spins(request.requestId, 'pay')}
                        pendingLabel="Please wait"
                        isDisabled={busy !== null && !spins(request.requestId, 'pay')}
                        onPress={() => onPay(request)}
                      >
                        Pay {amount}
                      </Button>
                    ) : null}
                    {onDecline ? (
                      <Button
                        variant="secondary"
                        size="small"
                        aria-label={`Decline the request from ${who}`}
                        isPending={spins(request.requestId, 'decline')}
                        pendingLabel="Please wait"
                        isDisabled={busy !== null && !spins(request.requestId, 'decline')}
                        onPress={() => onDecline(request)}
                      >
                        Decline
                      </Button>
                    ) : null}
                  </div>
                ) : null}
                {waiting && request.direction === 'SENT' && onCancel ? (
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={`Cancel the request to ${who}`}
                      isPending={spins(request.requestId, 'cancel')}
                      pendingLabel="Please wait"
                      isDisabled={busy !== null && !spins(request.requestId, 'cancel')}
                      onPress={() => onCancel(request)}
                    >
                      Cancel
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
