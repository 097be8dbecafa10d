// The prize checker's state: the customer's last draws and where prizes go, read on each visit
// (a draw that just paid shows) and again on retry, and the customer's change of destination,
// sent once however often Save is pressed.
import type { MyDraw, PrizeDestination } from '@savewin/api';
import { useCallback, useEffect, useRef, useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { targetSaveList } from '../../../shared/data/account';
import {
  readMyDraws,
  readPrizeDestination,
  savePrizeDestination,
  type DestinationChoice,
} from '../api/myDraws';

export type PrizeCheckerState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; draws: MyDraw[]; destination: PrizeDestination; notice: string };

export type SaveOutcome =
  { status: 'saved'; destination: PrizeDestination } | { status: 'refused'; message: string };

export function usePrizeChecker() {
  const [state, setState] = useState<PrizeCheckerState>({ status: 'loading' });
  const [isSaving, setSaving] = useState(false);
  const saving = useRef(false);

  const reload = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      // The goals name the choices; a goal list that cannot be read leaves only SAVE & WIN.
      const [draws, read] = await Promise.all([
        readMyDraws(),
        readPrizeDestination(),
        targetSaveList.ensure(),
      ]);
      setState({ status: 'loaded', draws, destination: read.destination, notice: read.message });
    } catch {
      setState({ status: 'failed' });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Saves the customer's choice; null when a save is already under way. */
  const save = useCallback(async (choice: DestinationChoice): Promise<SaveOutcome | null> => {
    if (saving.current) return null;
    saving.current = true;
    setSaving(true);
    try {
      const destination = await savePrizeDestination(choice);
      setState((s) => (s.status === 'loaded' ? { ...s, destination, notice: '' } : s));
      return { status: 'saved', destination };
    } catch (error) {
      return { status: 'refused', message: failureMessage(error) };
    } finally {
      saving.current = false;
      setSaving(false);
    }
  }, []);

  return { state, reload, save, isSaving };
}
