import axe, { type RunOptions } from 'axe-core';
import { expect, type Page } from './test';

// The accessibility journey's checks: axe-core against WCAG 2.1 A and AA (docs/product.md,
// Accessibility). A critical or serious violation fails the journey; each is printed with its
// rule, impact, the element and what to fix, so a failure reads without opening the trace.
// Moderate and minor findings are left to review.

// label-content-name-mismatch (WCAG 2.5.3) is one of axe's experimental rules, off unless asked
// for. Only violations are asked for: the details of every passing element are most of axe's
// work, and nothing here reads them.
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};
const NODES_SHOWN = 4;
/** How long the page must have had no call to the server in flight before it is checked. */
const QUIET_MS = 150;

declare global {
  interface Window {
    axe?: typeof axe;
    /** Calls to the server started and not yet answered in full (watchServerCalls). */
    bahiCallsInFlight?: number;
    /** When the last of them ended (performance.now()). */
    bahiLastCallEnded?: number;
  }
}

/**
 * Counts the page's calls to the server (the app makes them all with fetch), from before its own
 * scripts run on every page the tab loads, so a check can wait until the screen's data has arrived
 * rather than for the network to have been idle for half a second.
 */
export async function watchServerCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const fetchItself = window.fetch.bind(window);
    window.bahiCallsInFlight = 0;
    window.bahiLastCallEnded = 0;
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      window.bahiCallsInFlight = (window.bahiCallsInFlight ?? 0) + 1;
      try {
        const response = await fetchItself(...args);
        // Answered in full only once the body has arrived too.
        await response
          .clone()
          .arrayBuffer()
          .catch(() => undefined);
        return response;
      } finally {
        window.bahiCallsInFlight = (window.bahiCallsInFlight ?? 1) - 1;
        window.bahiLastCallEnded = performance.now();
      }
    };
  });
}

/**
 * Waits until the screen shows its data: no call to the server in flight for QUIET_MS, counted
 * from now at the earliest (a screen's calls start just after it first shows, and a call made
 * once another has answered starts well within that), nothing saying 'Loading...', and no
 * animation running (a drawer or dialog fading in has colours half way).
 */
async function waitForStillScreen(page: Page): Promise<void> {
  const from = await page.evaluate(() => performance.now());
  await page.waitForFunction(
    ({ quietMs, from }) =>
      window.bahiCallsInFlight === 0 &&
      performance.now() - Math.max(from, window.bahiLastCallEnded ?? 0) >= quietMs,
    { quietMs: QUIET_MS, from },
    { polling: 25 },
  );
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/** The critical and serious violations on the page as it is now, one line per element. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // axe runs in the page (and in same-origin frames, the only ones the app has), loaded once per
  // page: not @axe-core/playwright's way of loading it twice per check, running it frame by frame
  // and then again in a new blank tab to combine the results.
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (options) => (window.axe as typeof axe).run(document, options),
    AXE_OPTIONS,
  );
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) => {
      const lines = violation.nodes.slice(0, NODES_SHOWN).map((node) => {
        const detail = node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? '';
        return `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}. ${detail}`;
      });
      const more = violation.nodes.length - NODES_SHOWN;
      return more > 0 ? [...lines, `${violation.id}: and ${more} more elements`] : lines;
    });
}

/** Checks what is on screen now; a failure names the screen and goes on to the next. */
export async function checkAxe(page: Page, where: string): Promise<void> {
  await waitForStillScreen(page);
  expect.soft(await seriousViolations(page), `axe: ${where}`).toEqual([]);
}
