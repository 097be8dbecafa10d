export { Calendar, calendarDay, type CalendarProps } from './Calendar';
