import { expect, test } from './support/fixtures';
import { locales, messages } from './support/content';
import { field, localized } from './support/seed';

// The assistant's AI notice leads to what the privacy policy says of the assistant.

type Block = { children?: { text?: string }[] };

/** The words of the policy's paragraph on the assistant, in `locale`, from the seed. */
function assistantParagraph(locale: 'en' | 'fr'): string {
  const sections = field('privacyPolicyPage', 'sections') as {
    _key: string;
    body: Record<string, Block[]>;
  }[];
  const purposes = sections.find((section) => section._key === 'purposes');
  const paragraphs = (purposes?.body[locale] ?? []).map((block) =>
    (block.children ?? []).map((span) => span.text ?? '').join(''),
  );
  const paragraph = paragraphs.find((text) => /assistant/i.test(text));
  if (!paragraph)
    throw new Error(`The policy's purposes say nothing of the assistant (${locale}).`);
  return paragraph;
}

for (const locale of locales) {
  test(`the AI notice links to the policy’s paragraph on the assistant (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/faq`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: localized('siteSettings', 'assistant.launcherLabel')[locale] })
      .click();
    const dialog = page.getByRole('dialog', {
      name: localized('siteSettings', 'assistant.title')[locale],
    });
    const link = dialog.getByRole('link', { name: messages[locale].assistant.policy });
    await expect(link).toBeVisible();
    await link.click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/${locale}/privacy#purposes$`));
    const section = page.locator('section#purposes');
    await expect(section).toBeInViewport();
    await expect(section).toContainText(assistantParagraph(locale).slice(0, 60));
  });
}
