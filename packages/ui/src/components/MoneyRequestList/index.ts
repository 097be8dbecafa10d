export {
  MoneyRequestList,
  requestTimeline,
  type MoneyRequestAction,
  type MoneyRequestItem,
  type MoneyRequestListProps,
  type MoneyRequestStatus,
} from './MoneyRequestList';
