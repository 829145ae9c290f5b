// Which Chromium the browser journeys drive. Plain Node: test.mjs reads it before anything is
// installed, and the Playwright config reads it too.
import fs from 'node:fs';

/**
 * Debian's Chromium headless shell when it is installed, else Debian's Chromium; CHROMIUM_PATH names
 * another. The headless shell is the build Playwright itself runs headless tests in: the same
 * engine without the browser's window machinery. On CI's two cores it took about a fifth less
 * processor per journey and a tenth less time (docs/performance.md).
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const headlessShell = '/usr/bin/chromium-headless-shell';
  return fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium';
}
