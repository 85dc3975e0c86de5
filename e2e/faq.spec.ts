import type { Page } from '@playwright/test';
import { locales } from './support/content';
import { expect, test } from './support/fixtures';
import { field, localized } from './support/seed';

test.describe('FAQ', () => {
  const questions = (page: Page) => page.getByRole('main').getByRole('heading').getByRole('button');

  test('the FAQ page lists all twelve questions in a single-open accordion', async ({ page }) => {
    await page.goto('/en/faq');
    await page.waitForLoadState('networkidle');
    const all = questions(page);
    await expect(all).toHaveCount(12);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(12);
    const first = all.nth(0);
    const second = all.nth(1);
    const firstAnswer = page.getByRole('region', { name: await first.innerText() });
    const secondAnswer = page.getByRole('region', { name: await second.innerText() });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toContainText('1 to 3 weeks');
    expect(await first.getAttribute('aria-controls')).toBe(await firstAnswer.getAttribute('id'));

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();
    await expect(secondAnswer).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(0);
  });

  test('works with the keyboard', async ({ page }) => {
    await page.goto('/fr/faq');
    await page.waitForLoadState('networkidle');
    const all = questions(page);
    await all.nth(0).focus();
    await page.keyboard.press('Tab');
    const second = all.nth(1);
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  test('each question has an anchor from its key that opens it', async ({ page }) => {
    const question = localized('faqItem-pricing', 'question').fr;
    await page.goto('/fr/faq#pricing');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#pricing')).toContainText(question);
    await expect(page.getByRole('button', { name: question })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('region', { name: question })).toBeVisible();
    await expect(page.locator('#pricing')).toBeInViewport();

    const other = localized('faqItem-data-security', 'question').fr;
    await page.evaluate(() => {
      window.location.hash = 'data-security';
    });
    await expect(page.getByRole('region', { name: other })).toBeVisible();
    await expect(page.getByRole('region', { name: question })).toBeHidden();
  });

  for (const locale of locales) {
    test(`the examples answer links to /${locale}/use-cases from the home page`, async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      await page.waitForLoadState('networkidle');
      const question = localized('faqItem-examples', 'question')[locale];
      await page.getByRole('button', { name: question }).click();
      const answer = page.getByRole('region', { name: question });
      const link = answer.getByRole('link');
      await expect(link).toHaveAttribute('href', `/${locale}/use-cases`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/use-cases$`));
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test(`every FAQ answer can be read on /${locale}/faq`, async ({ page }) => {
      await page.goto(`/${locale}/faq`);
      const main = page.getByRole('main');
      await expect(main.getByRole('region')).toHaveCount(12);
      for (const key of ['implementation-time', 'tools-compatibility']) {
        const id = `faqItem-${key}`;
        const question = localized(id, 'question')[locale];
        const answer = main.getByRole('region', { name: question });
        await answer.scrollIntoViewIfNeeded();
        await expect(answer).toBeVisible();
        const opening = String(field(id, `answer.${locale}.0.children.0.text`)).slice(0, 40);
        await expect(answer).toContainText(opening);
        // The buttons cannot toggle anything without the script, so they claim no state.
        await expect(main.getByRole('button', { name: question })).not.toHaveAttribute(
          'aria-expanded',
        );
      }
    });
  }
});
