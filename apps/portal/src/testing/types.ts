// The contract's schemas the story fixtures are typed by, including those the app itself names
// nowhere (sessions, limits), so a fixture cannot drift from what the gateway answers.
import type { components } from '@savewin/api';

type Schemas = components['schemas'];

export type AccountInfoByHash = Schemas['AccountInfoByHash'];
export type AccountLimits = Schemas['AccountLimits'];
export type ActiveSession = Schemas['ActiveSession'];
export type Biller = Schemas['Biller'];
export type CustomerGoal = Schemas['CustomerGoal'];
export type CustomerSubscription = Schemas['CustomerSubscription'];
export type Draw = Schemas['Draw'];
export type DrawPrize = Schemas['DrawPrize'];
export type DrawWinner = Schemas['DrawWinner'];
export type Favourite = Schemas['Favourite'];
export type FeeSchedule = Schemas['FeeSchedule'];
export type GoalOption = Schemas['GoalOption'];
export type GoalStatementRow = Schemas['GoalStatementRow'];
export type Lead = Schemas['Lead'];
export type MyQr = Schemas['MyQr'];
export type LinkedWallet = Schemas['LinkedWallet'];
export type MoneyRequest = Schemas['MoneyRequest'];
export type MonthlyTotals = Schemas['MonthlyTotals'];
export type MyDraw = Schemas['MyDraw'];
export type Notification = Schemas['Notification'];
export type PaymentLink = Schemas['PaymentLink'];
export type PrizeDestination = Schemas['PrizeDestination'];
export type SortCode = Schemas['SortCode'];
export type StatementRow = Schemas['StatementRow'];
