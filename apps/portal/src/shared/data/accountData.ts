// The shared lists of spec §3 that several screens read, loaded once after sign-in (spec §4).
import type {
  Biller,
  CustomerGoal,
  CustomerSubscription,
  DrawWinner,
  Favourite,
  GoalOption,
  Lead,
  SortCode,
  StatementRow,
} from '@savewin/api';
import { atom } from 'jotai';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface AccountData {
  /** null: the customer has no subscription yet (partial registration). */
  subscription: CustomerSubscription | null;
  lead: Lead | null;
  sortCodes: SortCode[];
  billers: Biller[];
  drawWinners: DrawWinner[];
  transactionHistory: StatementRow[];
  favourites: Favourite[];
  goalOptions: GoalOption[];
  customerTargetSaves: CustomerGoal[];
}

export const emptyAccountData: AccountData = {
  subscription: null,
  lead: null,
  sortCodes: [],
  billers: [],
  drawWinners: [],
  transactionHistory: [],
  favourites: [],
  goalOptions: [],
  customerTargetSaves: [],
};

export const accountDataAtom = atom<AccountData>(emptyAccountData);
/** spec §3 dataLoaded: screens show a spinner until it is 'loaded'. */
export const loadStateAtom = atom<LoadState>('idle');
