export {
  TransactionList,
  isGoalRow,
  type ActivityRow,
  type GoalStatementRow,
  type StatementRow,
  type TransactionListProps,
} from './TransactionList';
