// The prize checker on /prizes (our addition, ARCHITECTURE difference 8): the customer's last six
// draws with their tickets, results and where each prize was paid, and their choice of where
// prizes go (SAVE & WIN, or one of their goals). Read on its own, so the prize tiers still show
// when it cannot be read.
import type { CustomerGoal, PrizeDestination } from '@savewin/api';
import {
  Button,
  Card,
  ChoiceChips,
  ErrorState,
  InlineMessage,
  PrizeChecker,
  Spinner,
  Stack,
} from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';

import { targetSaveList } from '../../../shared/data/account';
import type { DestinationChoice } from '../api/myDraws';
import { usePrizeChecker, type SaveOutcome } from '../state/usePrizeChecker';

import * as styles from './prizes.css';

const SAVE_AND_WIN = 'SAVE_AND_WIN';

/** The chip a destination selects: SAVE & WIN, or the goal's account number. */
function chipOf(destination: PrizeDestination): string {
  return destination.destination === 'GOAL' && destination.goalAccountNumber
    ? destination.goalAccountNumber
    : SAVE_AND_WIN;
}

function choiceOf(chip: string): DestinationChoice {
  return chip === SAVE_AND_WIN
    ? { destination: 'SAVE_AND_WIN' }
    : { destination: 'GOAL', goalAccountNumber: chip };
}

function placeOf(destination: PrizeDestination): string {
  return destination.destination === 'GOAL' && destination.goalName
    ? `your goal ${destination.goalName}`
    : 'your SAVE & WIN account';
}

interface DestinationFormProps {
  destination: PrizeDestination;
  notice: string;
  goals: readonly CustomerGoal[];
  isSaving: boolean;
  onSave: (choice: DestinationChoice) => Promise<SaveOutcome | null>;
}

function DestinationForm({ destination, notice, goals, isSaving, onSave }: DestinationFormProps) {
  const titleId = useId();
  const [chip, setChip] = useState(() => chipOf(destination));
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const options = [
    { id: SAVE_AND_WIN, label: 'SAVE & WIN account' },
    ...goals.map((goal) => ({ id: goal.goalAccountNumber, label: goal.goalName })),
  ];
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>Where your prizes go</h2>
      <form
        className={styles.destinationForm}
        onSubmit={(event) => {
          event.preventDefault();
          setOutcome(null);
          void onSave(choiceOf(chip)).then((result) => {
            if (result) setOutcome(result);
          });
        }}
      >
        <ChoiceChips
          label="Pay my prizes into"
          options={options}
          value={chip}
          onChange={(next) => {
            setChip(next);
            setOutcome(null);
          }}
          description="A prize saved into a goal adds to it at once. If the goal has closed by the draw, the prize goes to SAVE & WIN."
        />
        {notice && !outcome ? <InlineMessage tone="info">{notice}</InlineMessage> : null}
        {outcome?.status === 'saved' ? (
          <InlineMessage tone="positive">{`Saved. Your prizes will be paid into ${placeOf(outcome.destination)}.`}</InlineMessage>
        ) : null}
        {outcome?.status === 'refused' ? (
          <InlineMessage tone="critical">{outcome.message}</InlineMessage>
        ) : null}
        <div>
          <Button type="submit" isPending={isSaving} pendingLabel="Saving">
            Save
          </Button>
        </div>
      </form>
    </Card>
  );
}

export function PrizeCheckerSection() {
  const { state, reload, save, isSaving } = usePrizeChecker();
  const goals = useAtomValue(targetSaveList.valueAtom);
  if (state.status === 'loading') return <Spinner aria-label="Loading your draws" />;
  if (state.status === 'failed') return <ErrorState onRetry={() => void reload()} />;
  return (
    <Stack space="large">
      <PrizeChecker draws={state.draws} />
      <DestinationForm
        destination={state.destination}
        notice={state.notice}
        goals={goals}
        isSaving={isSaving}
        onSave={save}
      />
    </Stack>
  );
}
