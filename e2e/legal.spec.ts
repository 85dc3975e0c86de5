import { PROCESSOR_KEYS } from '../lib/settings/processors';
import { E2E_PRODUCTION_SETTINGS } from './support/production-settings';
import { expect, test } from './support/fixtures';
import { decodeHtml } from './support/no-js-form';
import { field, type Locale } from './support/seed';

// What French law asks of a site that collects leads, read as a visitor and a regulator would:
// the legal notice and the privacy policy exist in both languages, are in the sitemap, are linked
// from every page, every form and the consent banner, and say what they must.

const locales: Locale[] = ['en', 'fr'];
const legalPaths = ['/legal-notice', '/privacy'] as const;

/** The page's text as a reader sees it: markup gone, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return decodeHtml(html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

const oneLine = (value: unknown) => String(value).replace(/\s+/g, ' ');

test('both pages answer in both languages, are in the sitemap and are linked from every footer', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const locale of locales) {
    for (const path of legalPaths) {
      const response = await request.get(`/${locale}${path}`);
      expect(response.status(), `/${locale}${path}`).toBe(200);
      expect(sitemap).toContain(`/${locale}${path}</loc>`);
    }
    // The footer of any page links both.
    const home = await (await request.get(`/${locale}/use-cases`)).text();
    for (const path of legalPaths) expect(home).toContain(`href="/${locale}${path}"`);
  }
});

test('the legal notice states every fact the LCEN requires, in both languages', async ({
  request,
}) => {
  for (const locale of locales) {
    const text = textOf(await (await request.get(`/${locale}/legal-notice`)).text());
    for (const fact of [
      'publisher',
      'legalForm',
      'address',
      'phone',
      'registration',
      'vatNumber',
      'publicationDirector',
      'hostName',
      'hostPhone',
    ]) {
      expect(text, `${locale}: ${fact}`).toContain(oneLine(field('siteSettings', `legal.${fact}`)));
    }
    // The host's address names its country in the page's language.
    expect(text, `${locale}: hostAddress`).toContain(
      oneLine(field('siteSettings', `legal.hostAddress.${locale}`)),
    );
    expect(text).toContain(String(field('siteSettings', 'contactEmail')));
  }
});

test('the privacy policy names the processors this server uses, from its settings, with its version, the CNIL and the periods', async ({
  request,
}) => {
  const items = field('privacyPolicyPage', 'processors.items') as { key: string }[];
  expect(items.map((item) => item.key).sort()).toEqual([...PROCESSOR_KEYS].sort());
  // The tests' server hosts the site, frames the booking service and, in the build under test,
  // measures visits; it stores leads on its own disk and has no CRM, SMTP or model provider.
  const inUse = {
    hosting: E2E_PRODUCTION_SETTINGS.PROCESSOR_HOSTING,
    booking: E2E_PRODUCTION_SETTINGS.PROCESSOR_BOOKING,
    analytics: E2E_PRODUCTION_SETTINGS.PROCESSOR_ANALYTICS,
  };
  for (const locale of locales) {
    const html = await (await request.get(`/${locale}/privacy`)).text();
    const text = textOf(html);
    const shown = [...html.matchAll(/data-processor="(\w+)"/g)].map((match) => match[1]);
    expect(shown).toEqual(Object.keys(inUse));
    for (const setting of Object.values(inUse)) {
      expect(text, locale).toContain(setting.split(';')[0]!.trim());
    }
    expect(text).toContain(String(field('privacyPolicyPage', 'version')));
    expect(text).toContain('CNIL');
    // The leads' retention, as the server is set (LEADS_RETENTION_MONTHS, 36 by default).
    expect(text).toMatch(/\b36\b/);
    // What the settings write, from the processors on: pseudonymised, never irreversible.
    const heading = oneLine(field('privacyPolicyPage', `processors.heading.${locale}`));
    expect(text.slice(text.indexOf(heading))).not.toMatch(/irr[ée]versible/i);
  }
  const french = textOf(await (await request.get('/fr/privacy')).text());
  expect(french).toContain('États-Unis');
  expect(french).not.toContain('United States');
});

test('each form’s notice says what the details are for and links the policy', async ({
  request,
}) => {
  for (const locale of locales) {
    for (const [path, notice] of [
      ['/contact', 'contact'],
      ['/assessment-info', 'assessment'],
    ] as const) {
      const html = await (await request.get(`/${locale}${path}`)).text();
      const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
      expect(textOf(form)).toContain(
        oneLine(field('privacyPolicyPage', `notices.${notice}.${locale}`)),
      );
      expect(form).toContain(`href="/${locale}/privacy"`);
    }
  }
});

test.describe('the consent banner', () => {
  test.use({ consent: null, viewport: { width: 360, height: 740 } });

  test('names Google Analytics, links the policy, and offers two equal one-line choices on a phone, in French', async ({
    page,
  }) => {
    await page.goto('/fr');
    const banner = page.getByRole('region', { name: 'Votre vie privée' });
    await expect(banner).toContainText('Google Analytics');
    await expect(banner).toContainText('cookies');
    await expect(banner.getByRole('link')).toHaveAttribute('href', '/fr/privacy');
    const accept = banner.getByRole('button', { name: 'Accepter' });
    const reject = banner.getByRole('button', { name: 'Refuser' });
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(a && r).toBeTruthy();
    // Side by side, on one line each, the same size.
    expect(Math.abs(a!.y - r!.y)).toBeLessThan(1);
    expect(Math.abs(a!.width - r!.width)).toBeLessThan(1);
    expect(Math.abs(a!.height - r!.height)).toBeLessThan(1);
    const lineHeight = await accept.evaluate((button) => {
      const style = getComputedStyle(button);
      return (
        button.clientHeight -
        parseFloat(style.paddingTop) -
        parseFloat(style.paddingBottom) -
        parseFloat(style.lineHeight)
      );
    });
    expect(lineHeight).toBeLessThan(1);
    expect(await accept.evaluate((button) => button.className)).toBe(
      await reject.evaluate((button) => button.className),
    );
  });
});
