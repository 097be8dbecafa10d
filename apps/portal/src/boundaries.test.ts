// The portal's feature boundaries are enforced by lint (eslint.config.js, import-x/no-restricted-paths):
// a feature reaching into another feature's internals, or shared code reaching into a feature, is
// an error; going through the other feature's index.ts is not.
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary errors lint reports for `source` as if it were the file at `path`. */
async function boundaryErrors(path: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: `${root}/${path}` });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('feature boundaries', () => {
  // The first lint loads the project's whole configuration and its plugins (5 s and more on a busy
  // 2-core machine, past a test's 5 s); done once here, each test below only lints its probe.
  beforeAll(() => boundaryErrors('apps/portal/src/shared/Warm.ts', 'export const warm = 1;\n'));

  it("fails a feature that imports another feature's internals", async () => {
    const errors = await boundaryErrors(
      'apps/portal/src/features/dashboard/components/Probe.tsx',
      "import { SignInScreen } from '../../sign-in/components/SignInScreen';\n\nexport const probe = SignInScreen;\n",
    );
    expect(errors).toEqual([
      expect.stringContaining(
        "Another feature's internals are private: import from features/sign-in/index.ts.",
      ),
    ]);
  });

  it("allows a feature to use another feature's index", async () => {
    const errors = await boundaryErrors(
      'apps/portal/src/features/dashboard/components/Probe.tsx',
      "import { signInWithPin } from '../../sign-in';\n\nexport const probe = signInWithPin;\n",
    );
    expect(errors).toEqual([]);
  });

  it('fails shared code that imports a feature', async () => {
    const errors = await boundaryErrors(
      'apps/portal/src/shared/Probe.ts',
      "import { signInWithPin } from '../features/sign-in';\n\nexport const probe = signInWithPin;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Shared code knows no feature, route or app')]);
  });
});
