// A thin bar along the top while the next page's code or data is on its way, so a tap on a slow
// connection visibly did something; announced once to screen readers.
import { useNavigation } from 'react-router';

import * as styles from './navigationProgress.css';

export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className={styles.track} role="progressbar" aria-label="Loading the next page" aria-busy="true">
      <div className={styles.bar} />
    </div>
  );
}
