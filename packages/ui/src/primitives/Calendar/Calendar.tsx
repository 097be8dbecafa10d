import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Calendar as RACCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  Text,
  type CalendarProps as RACCalendarProps,
  type DateValue,
} from 'react-aria-components';

import { Button } from '../Button/Button';

import * as styles from './Calendar.css';

/** A calendar day from an ISO date ('2027-09-30', as the API sends it), for value and limits. */
export function calendarDay(isoDate: string): CalendarDate {
  return parseDate(isoDate);
}

export interface CalendarProps<T extends DateValue> extends Omit<RACCalendarProps<T>, 'visibleDuration'> {
  /** Shown under the grid, e.g. why the chosen day is not allowed. */
  errorMessage?: string;
}

/**
 * A month grid to pick a day, e.g. a goal's due date. Days outside `minValue`…`maxValue` are
 * struck through and cannot be chosen. Values are @internationalized/date CalendarDate objects.
 */
export function Calendar<T extends DateValue>({ errorMessage, ...props }: CalendarProps<T>) {
  return (
    <RACCalendar {...props} className={styles.calendar}>
      <div className={styles.header}>
        <Button slot="previous" variant="ghost" size="small" aria-label="Previous month">
          <svg className={styles.navIcon} viewBox="0 0 20 20" fill="none" aria-hidden="true">
            <path d="M12 5l-5 5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" variant="ghost" size="small" aria-label="Next month">
          <svg className={styles.navIcon} viewBox="0 0 20 20" fill="none" aria-hidden="true">
            <path d="M8 5l5 5-5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Button>
      </div>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
      </CalendarGrid>
      {errorMessage ? (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      ) : null}
    </RACCalendar>
  );
}
