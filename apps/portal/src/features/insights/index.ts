// What other features may use of the insights: the money chart of the SAVE & WIN account, which
// the dashboard and the history show below their own content.
export { LazyMoneyInsights as MoneyInsights } from './components/LazyMoneyInsights';
