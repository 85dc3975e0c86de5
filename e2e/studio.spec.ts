import { expect, test } from './support/fixtures';

test.describe('/studio', () => {
  test('boots without a JavaScript error, showing how to connect a project', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });

    const response = await page.goto('/studio');
    expect(response?.status()).toBe(200);
    // The tests build without a Sanity project id, so the Studio route shows its setup page.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Connect a Sanity project to use the Studio',
    );
    await expect(page.getByText('SANITY_PROJECT_ID').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});
