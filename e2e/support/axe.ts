import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.2 level AA, as axe-core tags it: every A and AA rule of 2.0, 2.1 and 2.2. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The whole page as it stands, header, footer, dialogs, toasts and portals included, against
 * WCAG 2.2 AA. Soft, so that a test lists the violations of every state it checks, not only the
 * first. `exclude` leaves out what is not the site's own, such as a third party's frame.
 */
export async function expectNoViolations(page: Page, state: string, exclude?: string) {
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_AA_TAGS)
    // Only violations are collected: passes and incomplete checks would cost the time of a scan.
    .options({ resultTypes: ['violations'] });
  const { violations } = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const found = violations.map(
    ({ id, nodes }) =>
      `${id}: ${nodes.map(({ target, failureSummary }) => `${target.join(' ')} (${failureSummary?.split('\n')[1]?.trim()})`).join('; ')}`,
  );
  expect.soft(found, `axe violations on ${state}`).toEqual([]);
}

/** A toast stays while the pointer rests on it, so that a scan finds it whole. */
export async function holdToast(page: Page, text: string | RegExp) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  // Soon after it shows: a toast left alone goes after a few seconds.
  await toast.hover({ timeout: 3000 });
  return toast;
}
