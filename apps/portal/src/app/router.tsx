// The route table of spec §2 (+ /prizes). Every screen is a lazy route module, so each is its
// own chunk; its loader starts the lists it reads at the same moment, so code and data travel
// together (app/data.ts); the signed-in pages sit under one guarded layout; unknown paths go to '/'.
import { Spinner } from '@savewin/ui';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';

import { paths } from '../shared/paths';

import {
  billerLists,
  billPaymentLists,
  favouritesLists,
  goalFormLists,
  goalLists,
  sendMoneyLists,
  sortCodeLists,
  startFrameReads,
} from './data';
import { requireSession } from './guard';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

const signedIn: RouteObject[] = [
  { index: true, lazy: () => import('../routes/dashboard') },
  { path: paths.prices.path, lazy: () => import('../routes/prices') },
  { path: paths.prizes.path, lazy: () => import('../routes/prizes') },
  { path: paths.settings.path, lazy: () => import('../routes/settings') },
  { path: paths.settingsAccount.path, lazy: () => import('../routes/settings-account') },
  { path: paths.accountDetails.path, lazy: () => import('../routes/account-details') },
  { path: paths.settingsSecurity.path, lazy: () => import('../routes/settings-security') },
  { path: paths.changePin.path, lazy: () => import('../routes/change-pin') },
  { path: paths.changeEmail.path, lazy: () => import('../routes/change-email') },
  { path: paths.support.path, lazy: () => import('../routes/support') },
  { path: paths.chat.path, lazy: () => import('../routes/chat') },
  { path: paths.linkedWallets.path, lazy: () => import('../routes/linked-wallets') },
  { path: paths.linkWallet.path, loader: sortCodeLists, lazy: () => import('../routes/link-wallet') },
  { path: paths.targetSave.path, loader: goalLists, lazy: () => import('../routes/target-save') },
  {
    path: paths.createTargetSave.path,
    loader: goalFormLists,
    lazy: () => import('../routes/create-target-save'),
  },
  { path: paths.viewTargetSave.path, loader: goalLists, lazy: () => import('../routes/view-target-save') },
  { path: paths.fundTargetSave.path, loader: goalLists, lazy: () => import('../routes/fund-target-save') },
  {
    path: paths.editTargetSave.path,
    loader: goalFormLists,
    lazy: () => import('../routes/edit-target-save'),
  },
  { path: paths.transact.path, loader: billerLists, lazy: () => import('../routes/transact') },
  { path: paths.sendMoney.path, lazy: () => import('../routes/send-money') },
  { path: paths.buyAirtime.path, loader: billerLists, lazy: () => import('../routes/buy-airtime') },
  { path: paths.buyData.path, loader: billerLists, lazy: () => import('../routes/buy-data') },
  { path: paths.payUtilities.path, loader: billerLists, lazy: () => import('../routes/pay-utilities') },
  { path: paths.payTv.path, loader: billerLists, lazy: () => import('../routes/pay-tv') },
  { path: paths.transactionHistory.path, lazy: () => import('../routes/transaction-history') },
  {
    path: paths.sendMoneyTransaction.path,
    loader: sendMoneyLists,
    lazy: () => import('../routes/send-money-transaction'),
  },
  {
    path: paths.payBillersTransaction.path,
    loader: billPaymentLists,
    lazy: () => import('../routes/pay-billers-transaction'),
  },
  { path: paths.deposit.path, lazy: () => import('../routes/deposit') },
  { path: paths.withdraw.path, lazy: () => import('../routes/withdraw') },
  { path: paths.payByQr.path, lazy: () => import('../routes/pay-by-qr') },
  { path: paths.requests.path, lazy: () => import('../routes/requests') },
  { path: paths.requestMoney.path, lazy: () => import('../routes/request-money') },
  { path: paths.favourites.path, loader: favouritesLists, lazy: () => import('../routes/favourites') },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // A page whose code or data could not be fetched says so in the portal's words.
        errorElement: <RouteError />,
        children: [
          { path: paths.signIn.path, lazy: () => import('../routes/sign-in') },
          { path: paths.signUp.path, lazy: () => import('../routes/sign-up') },
          { path: paths.paymentLink.path, lazy: () => import('../routes/payment-link') },
          { path: paths.checkDocument.path, lazy: () => import('../routes/check-document') },
          {
            path: '/',
            loader: (args) => {
              requireSession(args);
              startFrameReads();
              return null;
            },
            lazy: () => import('../routes/app-layout'),
            hydrateFallbackElement: <Spinner aria-label="Loading your account" />,
            // Inside the frame, so the menu still leads elsewhere when one page failed.
            children: [{ errorElement: <RouteError />, children: signedIn }],
          },
          { path: '*', loader: () => redirect(paths.home.getHref()) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
