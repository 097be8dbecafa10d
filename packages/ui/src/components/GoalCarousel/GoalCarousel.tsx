// The goals carousel of /target-save: one slide per page with a 1rem gap, previous/next that
// rewind at the ends, and per slide the image, name, progress (current over target), amounts and
// Fund. Follows the WAI-ARIA carousel pattern: a region with aria-roledescription 'carousel',
// slides as groups named 'n of N', only the current slide reachable.
import { toPesewas, goalProgress } from '@savewin/core';
import { useId } from 'react';
import { Button as RACButton } from 'react-aria-components';

import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { ChevronLeft, ChevronRight, Plus } from '../../primitives/Icon/icons';
import { ProgressBar } from '../../primitives/ProgressBar';
import { showCedis, type ApiAmount } from '../../private/componentMoney';

import * as styles from './GoalCarousel.css';

/** A customer's goal (target save) as the API gives it (spec §3). */
export interface Goal {
  goalName: string;
  /** The goal's purpose; its image is the address of the purpose's picture (an SVG, 16:9). */
  goalOption?: { goalOptionId?: string | number; name?: string; image?: string | null } | null;
  currentAmount: ApiAmount;
  targetAmount: ApiAmount;
  earnings?: ApiAmount;
  goalAccountNumber: string;
}

export interface GoalCarouselProps {
  /** The goals to show, as the API gives them. */
  goals: readonly Goal[];
  /** The slide on show (controlled). */
  index: number;
  /** Called with the index of the goal to show next. */
  onIndexChange: (index: number) => void;
  /** Opens the goal (/view-target-save). */
  onOpen: (goal: Goal) => void;
  /** Fund the goal (/fund-target-save). */
  onFund: (goal: Goal) => void;
  /** Accessible name of the carousel. */
  label?: string;
}

/** Steps through `count` slides, rewinding past either end. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

function Slide({ goal, onOpen, onFund }: { goal: Goal; onOpen: () => void; onFund: () => void }) {
  const current = toPesewas(goal.currentAmount);
  const target = toPesewas(goal.targetAmount);
  const share = current !== null && target !== null ? goalProgress(current, target) : 0;
  const src = goal.goalOption?.image;
  const amounts = `${showCedis(goal.currentAmount)} of ${showCedis(goal.targetAmount)}`;
  return (
    <>
      {src ? (
        <img className={styles.image} src={src} alt="" width={320} height={180} />
      ) : (
        <div className={styles.image} aria-hidden="true" />
      )}
      <RACButton className={styles.name} onPress={onOpen}>
        {goal.goalName}
      </RACButton>
      {goal.goalOption?.name ? <p className={styles.option}>{goal.goalOption.name}</p> : null}
      <ProgressBar label="Progress" value={share * 100} valueLabel={amounts} />
      <Button variant="primary" icon={Plus} onPress={onFund} aria-label={`Fund ${goal.goalName}`}>
        Fund
      </Button>
    </>
  );
}

/** The customer's savings goals one at a time, with previous and next buttons. */
export function GoalCarousel({
  goals,
  index,
  onIndexChange,
  onOpen,
  onFund,
  label = 'Goals',
}: GoalCarouselProps) {
  const trackId = useId();
  const count = goals.length;
  const current = wrapIndex(index, count);
  if (count === 0) return null;
  return (
    <section className={styles.root} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.controls}>
        <Button
          variant="secondary"
          size="small"
          aria-controls={trackId}
          aria-label="Previous goal"
          onPress={() => onIndexChange(wrapIndex(current - 1, count))}
          isDisabled={count < 2}
        >
          <Icon icon={ChevronLeft} />
        </Button>
        <p className={styles.position} aria-hidden="true">{`${current + 1} / ${count}`}</p>
        <Button
          variant="secondary"
          size="small"
          aria-controls={trackId}
          aria-label="Next goal"
          onPress={() => onIndexChange(wrapIndex(current + 1, count))}
          isDisabled={count < 2}
        >
          <Icon icon={ChevronRight} />
        </Button>
      </div>
      <div className={styles.viewport}>
        <div
          id={trackId}
          className={styles.track}
          aria-live="polite"
          style={{ transform: `translateX(calc(${-current} * (100% + ${styles.GAP})))` }}
        >
          {goals.map((goal, slideIndex) => (
            <div
              key={`${goal.goalAccountNumber}-${slideIndex}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}`}
              aria-hidden={slideIndex !== current || undefined}
              inert={slideIndex !== current}
            >
              <Slide goal={goal} onOpen={() => onOpen(goal)} onFund={() => onFund(goal)} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
