export { MoneyChart, monthLabel, niceCeiling, type MonthFigures, type MoneyChartProps } from './MoneyChart';
