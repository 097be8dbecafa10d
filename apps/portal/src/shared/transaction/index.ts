// The shared payment flow (spec §4): build a TransactionPlan from the screen's form, hand it to
// useTransactionFlow().start, and wrap the form in <TransactionFlow flow={flow}>.
//
//   const flow = useTransactionFlow({ refresh: reloadBalances, onDone: () => navigate(back) });
//   flow.start({
//     order: { kind: 'transact', request: { customerAccountNumber, amount: '10.00', narration,
//              transactionType: 'WITHDRAWAL', destinationAccountNumber, destinationSortCode: '',
//              sourceSystem: 'WEB APP' } },
//     confirmText: confirmWithdrawText(pesewas),
//     sender: { name, accountNumber }, recipient: { name, accountNumber },
//     charges: 'lookup',          // or 'none' (deposit), or { fee, levy } (bills)
//   });
//   <TransactionFlow flow={flow}><Form …><Button isPending={flow.isBusy}>…</Button></Form></TransactionFlow>
export { TransactionFlow } from './TransactionFlow';
export { useTransactionFlow, type TransactionOutcome } from './useTransactionFlow';
