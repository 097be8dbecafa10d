// Run by `npm ci` / `npm install` (the root's postinstall) and by hand: on a machine whose Node is
// older than the project's (package.json "engines"), sets up the project's own Node as
// node_modules/.bin/node (scripts/lib/node-runtime.mjs), so every `npm run` script runs on it.
// Never fails the install: where there is no official build it says what to install.
import { isAtLeast, NODE_MINIMUM, projectNode } from './lib/node-runtime.mjs';

if (isAtLeast(process.versions.node, NODE_MINIMUM)) {
  console.log(`project-node: Node ${process.versions.node} is supported; nothing to set up`);
} else {
  try {
    const binary = projectNode();
    console.log(`project-node: npm run scripts now use ${binary} (node_modules/.bin/node)`);
  } catch (error) {
    console.warn(`project-node: ${error.message}`);
  }
}
