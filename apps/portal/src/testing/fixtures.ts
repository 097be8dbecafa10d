// The demo customer the screen stories show: Ama Mensah, one SAVE & WIN account with a statement,
// two goals, favourites, a linked wallet, notifications. Fixed values and fixed dates (the stories
// pin the clock to STORY_NOW), so every screenshot is the same on every run. Shapes come from the
// contract's generated types: a field the contract renames breaks the build here, not a story.
import { amountTextToPesewas, writePaymentQr } from '@savewin/core';

import type {
  AccountInfoByHash,
  AccountLimits,
  ActiveSession,
  Biller,
  CustomerGoal,
  CustomerSubscription,
  Draw,
  DrawPrize,
  DrawWinner,
  Favourite,
  FeeSchedule,
  GoalOption,
  GoalStatementRow,
  Lead,
  LinkedWallet,
  MoneyRequest,
  MonthlyTotals,
  MyDraw,
  MyQr,
  Notification,
  PaymentLink,
  PrizeDestination,
  SortCode,
  StatementRow,
} from './types';

/** The moment every screen story is drawn at (a Thursday noon in Accra, which keeps GMT). */
export const STORY_NOW = '2026-03-12T12:00:00Z';

export const MOBILE_NUMBER = '0244123456';
export const CUSTOMER_NUMBER = 'C000123';
export const LEAD_ID = 'LD7Q2K9M';
export const MAIN_ACCOUNT = '1001234567';

export const lead: Lead = {
  leadId: LEAD_ID,
  profileName: 'Ama Mensah',
  mobileNumber: MOBILE_NUMBER,
  email: 'ama.mensah@example.com',
  emailVerified: true,
};

export const subscription: CustomerSubscription = {
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama.mensah@example.com',
  emailVerified: true,
  customerNumber: CUSTOMER_NUMBER,
  customer: { customerPhoneNumber: MOBILE_NUMBER, leadId: LEAD_ID },
  address: { mobileNumber: MOBILE_NUMBER },
  profile: { kycStatus: 'VERIFIED' },
  accounts: [
    {
      productName: 'SAVE & WIN',
      accountNumber: MAIN_ACCOUNT,
      currentAvailableBalance: '1250.40',
      accruedInterest: '12.85',
      loyaltyPoint: 340,
      currency: 'GHS',
    },
    {
      productName: 'TARGET SAVE',
      accountNumber: '1009876543',
      currentAvailableBalance: '1800.00',
      accruedInterest: '14.10',
      loyaltyPoint: 0,
      currency: 'GHS',
    },
  ],
};

function row(
  transactionId: string,
  transactionDate: string,
  fields: Pick<StatementRow, 'amount' | 'transactionType' | 'direction' | 'narration' | 'destination'> &
    Partial<StatementRow>,
): StatementRow {
  return {
    transactionId,
    transactionDate,
    status: 'SUCCESSFUL',
    destinationAccountNumber: MAIN_ACCOUNT,
    feeAmount: '0.00',
    elevyAmount: '0.00',
    ...fields,
  };
}

export const statement: StatementRow[] = [
  row('TX00000006', '2026-03-12T11:40:00Z', {
    amount: '200.00',
    transactionType: 'DEPOSIT',
    direction: 'CREDIT',
    narration: 'Deposit from MTN MoMo',
    destination: 'SAVE & WIN',
  }),
  row('TX00000005', '2026-03-11T09:15:00Z', {
    amount: '50.50',
    transactionType: 'MOMO',
    direction: 'DEBIT',
    narration: 'Rent share',
    destination: 'Kofi Boateng',
    destinationAccountNumber: '0551234567',
    feeAmount: '0.50',
    elevyAmount: '0.51',
  }),
  row('TX00000004', '2026-03-10T18:02:00Z', {
    amount: '35.00',
    transactionType: 'BILL_PAYMENT',
    direction: 'DEBIT',
    narration: 'ECG prepaid',
    destination: 'ECG Prepaid',
    destinationAccountNumber: '0100200300',
  }),
  row('TX00000003', '2026-03-01T00:05:00Z', {
    amount: '4.20',
    transactionType: 'INTEREST',
    direction: 'CREDIT',
    narration: 'Interest for February',
    destination: 'SAVE & WIN',
  }),
  row('TX00000002', '2026-02-20T14:30:00Z', {
    amount: '120.00',
    transactionType: 'BANK_TRANSFER',
    direction: 'DEBIT',
    narration: 'School uniform',
    destination: 'Yaw Owusu',
    destinationAccountNumber: '0011223344',
    status: 'PENDING',
  }),
  row('TX00000001', '2026-02-14T08:00:00Z', {
    amount: '1000.00',
    transactionType: 'DEPOSIT',
    direction: 'CREDIT',
    narration: 'Salary top-up',
    destination: 'SAVE & WIN',
  }),
];

export const monthlyTotals: MonthlyTotals = {
  openingBalance: '250.00',
  months: [
    { month: '2026-02', moneyIn: '1000.00', moneyOut: '120.00', closingBalance: '1130.00' },
    { month: '2026-03', moneyIn: '204.20', moneyOut: '85.50', closingBalance: '1250.40' },
  ],
};

export const goalOptions: GoalOption[] = [
  { goalOptionId: '1', name: 'Education', image: '/goal-options/education.svg', minDays: 30, maxDays: 1825 },
  { goalOptionId: '2', name: 'Wedding', image: '/goal-options/wedding.svg', minDays: 30, maxDays: 1095 },
  { goalOptionId: '3', name: 'Travel', image: '/goal-options/travel.svg', minDays: 30, maxDays: 730 },
];

export const goals: CustomerGoal[] = [
  {
    goalName: 'School fees',
    goalOption: { goalOptionId: '1', name: 'Education', image: '/goal-options/education.svg' },
    currentAmount: '1200.00',
    targetAmount: '3000.00',
    paymentAmount: '150.00',
    earnings: '12.10',
    goalAccountNumber: '2000000002',
    dueDate: '2026-09-01',
    goalType: 'Monthly',
    reminder: true,
    autoFund: false,
  },
  {
    goalName: 'Our wedding',
    goalOption: { goalOptionId: '2', name: 'Wedding', image: '/goal-options/wedding.svg' },
    currentAmount: '600.00',
    targetAmount: '20000.00',
    paymentAmount: '100.00',
    earnings: '2.00',
    goalAccountNumber: '2000000003',
    dueDate: '2027-12-20',
    goalType: 'Weekly',
    reminder: false,
    autoFund: true,
  },
];

export const goalStatement: GoalStatementRow[] = [
  {
    transactionDate: '2026-03-01T08:00:00Z',
    debitAmount: '0.00',
    creditAmount: '150.00',
    direction: 'CREDIT',
    narration: 'Monthly saving',
    transactionId: 'TXG0000002',
  },
  {
    transactionDate: '2026-02-01T08:00:00Z',
    debitAmount: '0.00',
    creditAmount: '1050.00',
    direction: 'CREDIT',
    narration: 'First saving',
    transactionId: 'TXG0000001',
  },
];

/** As the gateway seeds them: a network's TELCO code is described by the network's name. */
export const sortCodes: SortCode[] = [
  { code: '999999', description: 'SAVE & WIN', type: 'BANK' },
  { code: '300591', description: 'MTN', type: 'TELCO' },
  { code: '300594', description: 'TELECEL', type: 'TELCO' },
  { code: '300592', description: 'AT', type: 'TELCO' },
  { code: '130100', description: 'GCB BANK', type: 'BANK' },
  { code: '140100', description: 'CALBANK', type: 'BANK' },
];

export const billers: Biller[] = [
  { billerName: 'MTN Airtime', billerCode: 'MTN_AIRTIME', category: 'AIRTIME' },
  { billerName: 'Telecel Airtime', billerCode: 'TELECEL_AIRTIME', category: 'AIRTIME' },
  { billerName: 'MTN Data', billerCode: 'MTN_DATA', category: 'DATA' },
  { billerName: 'ECG Prepaid', billerCode: 'ECG_PREPAID', category: 'UTILITIES' },
  { billerName: 'Ghana Water', billerCode: 'GWCL', category: 'UTILITIES' },
  { billerName: 'DStv', billerCode: 'DSTV', category: 'TV' },
  { billerName: 'GOtv', billerCode: 'GOTV', category: 'TV' },
];

export const favourites: Favourite[] = [
  {
    id: '1',
    favouriteType: 'MOMO',
    destinationAccountName: 'Kofi Boateng',
    destinationAccountNumber: '0551234567',
    sortCode: '300591',
  },
  {
    id: '2',
    favouriteType: 'BANK_TRANSFER',
    destinationAccountName: 'Yaw Owusu',
    destinationAccountNumber: '0011223344',
    sortCode: '130100',
  },
  {
    id: '3',
    favouriteType: 'BILL_PAYMENT',
    destinationAccountName: 'Home ECG meter',
    destinationAccountNumber: '0100200300',
    sortCode: 'ECG_PREPAID',
  },
];

export const linkedWallets: LinkedWallet[] = [
  { id: '1', network: 'MTN', walletName: 'My MTN wallet', phoneNumber: MOBILE_NUMBER },
];

export const notifications: Notification[] = [
  {
    id: '1',
    title: 'Money in',
    message: 'GHS 200.00 arrived in your SAVE & WIN account.',
    createdAt: '2026-03-12T11:40:00Z',
    read: false,
  },
  {
    id: '2',
    title: 'Draw closes soon',
    message: 'The March draw closes on 31/03/2026.',
    createdAt: '2026-03-10T08:00:00Z',
    read: true,
  },
];

export const currentDraw: Draw = {
  drawId: '7',
  name: 'March 2026 draw',
  status: 'OPEN',
  opensAt: '2026-03-01T00:00:00Z',
  closesAt: '2026-03-31T23:59:59Z',
  drawAt: '2026-04-01T12:00:00Z',
  myTickets: 12,
  totalTickets: 48210,
  seedCommitment: 'f3a1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
  beacon: null,
};

export const drawPrizes: DrawPrize[] = [
  { position: 1, prize: '10000.00', description: 'Grand prize' },
  { position: 2, prize: '2500.00', description: 'Second prize' },
  { position: 3, prize: '500.00', description: 'Third prize' },
];

export const previousWinners: DrawWinner[] = [
  { shortName: 'Esi A.', position: 1, prize: '10000.00', drawId: '6', drawDate: '2026-03-01T12:00:00Z' },
  { shortName: 'Kwame O.', position: 2, prize: '2500.00', drawId: '6', drawDate: '2026-03-01T12:00:00Z' },
];

/** The demo customer's last draws in the prize checker: the open one, a win saved into a goal, a miss. */
export const myDraws: MyDraw[] = [
  {
    drawId: '7',
    name: 'March 2026 draw',
    drawAt: '2026-04-01T12:00:00Z',
    status: 'OPEN',
    myTickets: 12,
    won: false,
    prize: null,
  },
  {
    drawId: '6',
    name: 'February 2026 draw',
    drawAt: '2026-03-01T12:00:00Z',
    status: 'DRAWN',
    myTickets: 9,
    won: true,
    prize: {
      position: 3,
      description: 'Third prize',
      amount: '500.00',
      paidTo: 'GOAL',
      accountNumber: '2000000002',
      goalName: 'School fees',
      transactionId: 'prize-6-3',
      paidAt: '2026-03-01T12:00:05Z',
      closedGoalName: null,
    },
  },
  {
    drawId: '5',
    name: 'January 2026 draw',
    drawAt: '2026-02-01T12:00:00Z',
    status: 'DRAWN',
    myTickets: 4,
    won: false,
    prize: null,
  },
];

/**
 * Ama's own QR code: her SAVE & WIN account, the payer choosing the amount; with `amount` ('50.00',
 * as the gateway is asked) a dynamic code for it.
 */
export function myQr(amount: string | null = null): MyQr {
  const pesewas = amount === null ? null : amountTextToPesewas(amount);
  return {
    payload: writePaymentQr({
      scheme: 'savewin',
      accountId: MAIN_ACCOUNT,
      merchantName: 'Ama',
      merchantCity: 'Ghana',
      ...(pesewas === null ? {} : { amount: pesewas }),
    }),
    accountNumber: MAIN_ACCOUNT,
    name: 'Ama',
    city: 'Ghana',
    kind: pesewas === null ? 'static' : 'dynamic',
    amount: pesewas === null ? null : amount,
  };
}

export const prizeDestination: PrizeDestination = {
  destination: 'GOAL',
  goalAccountNumber: '2000000002',
  goalName: 'School fees',
};

export const feeSchedule: FeeSchedule = {
  asOf: '2026-03-12',
  fees: [
    {
      transactionType: 'MOMO',
      percent: '1.00',
      flatAmount: '0.00',
      minimumFee: '0.50',
      maximumFee: '20.00',
      effectiveFrom: '2026-01-01',
      effectiveTo: null,
    },
    {
      transactionType: 'BANK_TRANSFER',
      percent: '0.00',
      flatAmount: '2.00',
      minimumFee: '2.00',
      maximumFee: null,
      effectiveFrom: '2026-01-01',
      effectiveTo: null,
    },
  ],
  levies: [
    {
      name: 'E-Levy',
      percent: '1.00',
      appliesTo: ['MOMO', 'BANK_TRANSFER'],
      effectiveFrom: '2026-01-01',
      effectiveTo: null,
      legalBasis: 'Electronic Transfer Levy Act, 2022 (Act 1075)',
    },
  ],
};

export const limits: AccountLimits = {
  tier: 'MEDIUM',
  balance: '1250.40',
  maxBalance: '25000.00',
  dailyLimit: '5000.00',
  usedToday: '200.00',
  leftToday: '4800.00',
  monthlyLimit: '50000.00',
  usedThisMonth: '409.70',
  leftThisMonth: '49590.30',
  nextTier: {
    tier: 'ENHANCED',
    maxBalance: '100000.00',
    dailyLimit: '20000.00',
    howTo: 'Verify your Ghana Card at any SAVE & WIN agent.',
  },
};

export const sessions: ActiveSession[] = [
  {
    sessionId: 'S1',
    device: 'Chrome on Android',
    signedInAt: '2026-03-12T11:30:00Z',
    lastUsedAt: '2026-03-12T11:59:00Z',
    current: true,
  },
  {
    sessionId: 'S2',
    device: 'Safari on iPhone',
    signedInAt: '2026-03-09T19:00:00Z',
    lastUsedAt: '2026-03-10T07:45:00Z',
    current: false,
  },
];

/** The name the gateway finds for any number or account looked up (a payer, a recipient). */
export const PAYER_NAME = 'Kwesi Appiah';

/** The payment link Ama sent: its hash in the URL a payer opens. */
export const PAYMENT_LINK_HASH = 'pl7Q2K9Mdemo';

export const paymentLinkAccount: AccountInfoByHash = {
  accountName: 'Ama Mensah',
  accountNumber: MAIN_ACCOUNT,
  accountHash: PAYMENT_LINK_HASH,
  token: 'payment-link-credential',
  amount: null,
};

export const paymentLink: PaymentLink = {
  hash: PAYMENT_LINK_HASH,
  url: `https://savewin.example/payment-link?hash=${PAYMENT_LINK_HASH}`,
  amount: null,
  createdAt: '2026-03-01T09:00:00Z',
  expiresAt: '2026-03-31T09:00:00Z',
};

/** Requests between customers: two asked of the demo customer (one waiting), two they asked. */
export const moneyRequests: MoneyRequest[] = [
  {
    requestId: 'MRdemoJollof0000000001',
    direction: 'RECEIVED',
    amount: '25.00',
    note: 'Jollof on Friday',
    status: 'PENDING',
    createdAt: '2026-03-11T12:00:00Z',
    expiresAt: '2026-03-18T12:00:00Z',
    decidedAt: null,
    counterparty: { name: 'Kofi Boateng', mobileNumber: null },
  },
  {
    requestId: 'MRdemoLunch00000000002',
    direction: 'SENT',
    amount: '18.00',
    note: 'Lunch',
    status: 'PENDING',
    createdAt: '2026-03-12T09:00:00Z',
    expiresAt: '2026-03-19T09:00:00Z',
    decidedAt: null,
    counterparty: { name: null, mobileNumber: '0201234567' },
  },
  {
    requestId: 'MRdemoTaxi000000000003',
    direction: 'RECEIVED',
    amount: '40.00',
    note: 'Taxi home',
    status: 'PAID',
    createdAt: '2026-03-02T17:00:00Z',
    expiresAt: '2026-03-09T17:00:00Z',
    decidedAt: '2026-03-02T17:05:00Z',
    counterparty: { name: 'Yaw Asante', mobileNumber: null },
  },
  {
    requestId: 'MRdemoGift000000000004',
    direction: 'SENT',
    amount: '100.00',
    note: 'Gift for Esi',
    status: 'DECLINED',
    createdAt: '2026-03-01T10:00:00Z',
    expiresAt: '2026-03-08T10:00:00Z',
    decidedAt: '2026-03-01T11:00:00Z',
    counterparty: { name: null, mobileNumber: '0241234567' },
  },
];
