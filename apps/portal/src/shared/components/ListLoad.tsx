// A list drawn in its own place on a page, read apart from the rest of it: a labelled spinner in
// the space the list will take while it (or a list it is drawn with) is first read, 'Something
// went wrong' (or that the phone is offline) with a retry of what could not be read, and the list
// once all have been.
import { ErrorState, Spinner } from '@savewin/ui';
import { atom, useAtomValue } from 'jotai';
import { useMemo, useState, type ReactNode } from 'react';

import { reloadUnread, type List, type LoadState } from '../data/list';
import { OFFLINE_MESSAGE, useOnline } from '../online';

import * as styles from './ListLoad.css';

/** Failed when one list failed, loaded when every list is, loading until then. */
function combinedState(states: LoadState[]): LoadState {
  if (states.includes('failed')) return 'failed';
  return states.every((s) => s === 'loaded') ? 'loaded' : 'loading';
}

export function ListLoad({
  lists,
  loadingLabel,
  rows,
  children,
}: {
  /** The lists the children draw. */
  lists: readonly List<unknown>[];
  /** The spinner's accessible name, e.g. 'Loading transactions'. */
  loadingLabel: string;
  /** How many rows' worth of space to keep while the list is read. */
  rows: 'five' | 'three';
  /** The list, drawn once it has been read. */
  children: ReactNode;
}) {
  const stateAtom = useMemo(() => atom((get) => combinedState(lists.map((l) => get(l.stateAtom)))), [lists]);
  const state = useAtomValue(stateAtom);
  const online = useOnline();
  const [retrying, setRetrying] = useState(false);
  if (state === 'failed') {
    return (
      <ErrorState
        message={online ? undefined : OFFLINE_MESSAGE}
        isRetrying={retrying}
        onRetry={() => {
          setRetrying(true);
          void reloadUnread(lists).finally(() => setRetrying(false));
        }}
      />
    );
  }
  if (state !== 'loaded') {
    return (
      <div className={styles.placeholder({ rows })} aria-busy="true">
        <Spinner aria-label={loadingLabel} />
      </div>
    );
  }
  return children;
}
