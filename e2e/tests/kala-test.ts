// Playwright's `test` with the suite's guards: every spec imports `test` and `expect` from here. A test fails
// when any page it opened (in its own context or one it made with browser.newContext) met a Content Security
// Policy refusal: the browser's console error, or a `securitypolicyviolation` event.
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Runs in every document before its scripts: turns each violation into a console error the guard reads. */
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (e) =>
    console.error(`[csp-violation] ${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile || e.documentURI}:${e.lineNumber})`),
  );
}

const CSP_REFUSAL = /Content Security Policy|\[csp-violation\]/;

async function guard(context: BrowserContext, found: string[]): Promise<void> {
  await context.addInitScript(reportViolations);
  const watch = (page: Page) => page.on('console', (m) => m.type() === 'error' && CSP_REFUSAL.test(m.text()) && found.push(`${page.url()}: ${m.text()}`));
  context.pages().forEach(watch);
  context.on('page', watch);
}

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context, browser }, run) => {
      const found: string[] = [];
      await guard(context, found);
      // Contexts a test makes itself (a second person, a cold visit) are guarded too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options?: Parameters<Browser['newContext']>[0]) => {
        const made = await newContext(options);
        await guard(made, found);
        return made;
      };
      await run().finally(() => (browser.newContext = newContext));
      expect(found, 'no Content Security Policy refusal on any page').toEqual([]);
    },
    { auto: true },
  ],
});
