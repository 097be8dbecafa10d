// What other features may use of the wallets: reading the customer's linked wallets (Deposit's
// 'Use Linked Wallet' collects from the first one).
export { readLinkedWallets } from './api/linkedWallets';
