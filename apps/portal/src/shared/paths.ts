// Every route of the portal (spec §2, plus /prizes which the spec leaves unnamed). Screens and
// links build URLs only through getHref, so a route is renamed in one place.

export interface RouteInfo {
  /** The router pattern. */
  readonly path: string;
  /** The page name in the breadcrumb and the document title. */
  readonly title: string;
  /** False for the pages a visitor may open (spec §6, plus the public document check). */
  readonly requiresSession: boolean;
  /** The URL, with an optional query ('?a=b' or a record). */
  getHref(query?: Record<string, string> | string): string;
}

function route(path: string, title: string, requiresSession = true): RouteInfo {
  return {
    path,
    title,
    requiresSession,
    getHref(query) {
      if (query === undefined) return path;
      const search =
        typeof query === 'string' ? query.replace(/^\?/, '') : new URLSearchParams(query).toString();
      return search ? `${path}?${search}` : path;
    },
  };
}

export const paths = {
  home: route('/', 'Home'),
  signIn: route('/sign-in', 'Sign in', false),
  signUp: route('/sign-up', 'Sign up', false),
  paymentLink: route('/payment-link', 'Payment link', false),
  /** Not in spec §2: the public check of a receipt's or statement's verification code. */
  checkDocument: route('/check-document', 'Check a document', false),
  prices: route('/prices', 'Prices'),
  prizes: route('/prizes', 'Prizes'),
  settings: route('/settings', 'Settings'),
  settingsAccount: route('/settings/account', 'Account Settings'),
  accountDetails: route('/account-details', 'Account Information'),
  settingsSecurity: route('/settings/security', 'Security'),
  changePin: route('/settings/change-pin', 'Change Pin'),
  changeEmail: route('/settings/change-email', 'Change E-mail'),
  support: route('/settings/support', 'Support'),
  chat: route('/chat/ai', 'Chat'),
  linkedWallets: route('/linked-wallets', 'Payment Methods'),
  linkWallet: route('/link-wallet', 'Add Wallet'),
  targetSave: route('/target-save', 'Target Save'),
  createTargetSave: route('/create-target-save', 'Create Target Savings'),
  viewTargetSave: route('/view-target-save', 'Goal'),
  fundTargetSave: route('/fund-target-save', 'Fund Account'),
  editTargetSave: route('/edit-target-save', 'Edit Goal'),
  transact: route('/transact', 'Transact'),
  sendMoney: route('/transact/send-money', 'Send Money'),
  buyAirtime: route('/transact/buy-airtime', 'Buy Airtime'),
  buyData: route('/transact/buy-data', 'Buy Data'),
  payUtilities: route('/transact/pay-utilities', 'Pay For Utilities'),
  payTv: route('/transact/pay-tv', 'Pay TV'),
  transactionHistory: route('/transact/transaction-history', 'Transaction History'),
  sendMoneyTransaction: route('/send-money-transaction', 'Send Money'),
  payBillersTransaction: route('/pay-billers-transaction', 'Pay Bill'),
  /** Not in spec §2: pay a merchant's GhQR code or another customer's own code. */
  payByQr: route('/pay-by-qr', 'Pay with QR'),
  deposit: route('/deposit', 'Deposit'),
  withdraw: route('/withdraw', 'Withdraw'),
  requestMoney: route('/request-money', 'Request Money'),
  /** Not in spec §2: requests between customers, asked of the customer and asked by them. */
  requests: route('/requests', 'Requests'),
  /** The URL keeps the spec's spelling. */
  favourites: route('/favorites', 'Favourites'),
} as const;

export type PathName = keyof typeof paths;

/** The name of the route whose pattern matches a pathname exactly (trailing slash ignored), if any. */
export function routeNameForPathname(pathname: string): PathName | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (Object.keys(paths) as PathName[]).find((name) => paths[name].path === clean);
}

/** The route whose pattern matches a pathname exactly (trailing slash ignored), if any. */
export function routeForPathname(pathname: string): RouteInfo | undefined {
  const name = routeNameForPathname(pathname);
  return name && paths[name];
}
