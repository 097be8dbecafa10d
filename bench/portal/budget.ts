// `npm run test:budget` (a stage of `npm test`): builds the portal and the bare React page,
// measures first-load JavaScript in Chromium and fails when a page is over its ceiling, so a
// regression fails the build. Prints how far each page is from its target.
import { startPortal } from '../support/portal';
import { passed } from '../support/results';

import { CEILINGS, bytesSection, measureBytes } from './bytes';

const portal = await startPortal();
let over = 0;
try {
  const section = bytesSection(await measureBytes(portal));
  for (const check of section.checks) {
    const ceiling = check.ceiling ?? check.target;
    const within = check.value <= ceiling;
    if (!within) over += 1;
    const state = passed(check)
      ? 'target met'
      : within
        ? 'target missed, within its ceiling'
        : 'OVER ITS CEILING';
    console.log(
      `${within ? '✓' : '✗'} ${check.name}: ${check.value}${check.unit} (target ${check.target}${check.unit}, ceiling ${ceiling}${check.unit}): ${state}`,
    );
  }
  console.log(section.lines.join('\n'));
} finally {
  await portal.stop();
}
if (over > 0) {
  console.log(`\n${over} byte budget(s) broken: the scripts listed above show which page grew and by what.`);
  console.log(`Ceilings live in bench/portal/bytes.ts (${JSON.stringify(CEILINGS)}).`);
  process.exit(1);
}
