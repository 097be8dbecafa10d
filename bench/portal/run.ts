// The portal's benchmarks on one build and one sandbox gateway: first-load bytes, Lighthouse and
// interactions, and when the dashboard is painted with data. Each writes its section for
// bench/RESULTS.md.
import { startPortal } from '../support/portal';
import { writeSection } from '../support/results';

import { bytesSection, measureBytes } from './bytes';
import { interactionsSection } from './interactions';
import { lighthouseSection } from './lighthouse';
import { paintSection } from './paint';

const portal = await startPortal();
try {
  console.log('Portal: first-load JavaScript…');
  writeSection('1-bytes', bytesSection(await measureBytes(portal)));
  console.log('Portal: interactions…');
  writeSection('3-interactions', await interactionsSection(portal));
  console.log('Portal: the dashboard painted with data…');
  writeSection('2b-paint', await paintSection(portal));
  console.log('Portal: Lighthouse…');
  writeSection('2-lighthouse', await lighthouseSection(portal));
} finally {
  await portal.stop();
}
