// Customers for the product tests: registered, KYC-verified through the API, optionally funded by
// an approved mobile-money deposit (never by writing a balance), with their SAVE & WIN account.
import { fundCustomer, type SignedIn, type TestGateway, verifiedCustomer } from '../support/server';

export interface Customer extends SignedIn {
  customerNumber: string;
  accountNumber: string;
}

interface Subscription {
  accounts: { productName: string; accountNumber: string; currentAvailableBalance: string }[];
}

export async function accountsOf(
  gateway: TestGateway,
  who: Customer | (SignedIn & { customerNumber: string }),
) {
  const details = await gateway.call<Subscription>('GET', `/api/customer-details/${who.mobileNumber}`, {
    token: who.token,
  });
  return details.body.result.accounts;
}

export async function balanceOf(gateway: TestGateway, who: Customer, accountNumber = who.accountNumber) {
  const accounts = await accountsOf(gateway, who);
  return accounts.find((a) => a.accountNumber === accountNumber)?.currentAvailableBalance;
}

export async function readyCustomer(gateway: TestGateway, deposit?: string): Promise<Customer> {
  const customer = await verifiedCustomer(gateway);
  if (deposit) await fundCustomer(gateway, customer, customer.accountNumber, deposit);
  return customer;
}

/** Setting up several KYC-verified, funded customers takes a while on a busy 2-core machine. */
export const SETUP_TIMEOUT_MS = 180_000;
