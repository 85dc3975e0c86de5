import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '../tests/assessment/pdf-text';
import { expectNoViolations, holdToast } from './support/axe';
import { expect, test } from './support/fixtures';
import { assessmentResultsFrom } from './support/leads';
import { E2E_SEED_DATASET } from './support/server';
import { QUESTION_COUNT } from '../lib/model/assessment-shape';

type Locale = 'en' | 'fr';
type Letter = 'A' | 'B' | 'C' | 'D';

const CONTACT_KEY = 'contact-info';
const ANSWERS_KEY = 'assessment-answers';
const RESULT_KEY = 'assessment-result';

const texts = {
  en: {
    progress: (n: number) => `Question ${n} of 20`,
    instruction: 'Select the option that best describes your business today',
    emailLabel: 'Email address to receive your results',
    submit: 'Submit',
    results: 'Your AI Readiness Results',
    download: 'Download report',
  },
  fr: {
    progress: (n: number) => `Question ${n} sur 20`,
    instruction: 'Sélectionnez l’option qui décrit le mieux votre entreprise aujourd’hui',
    emailLabel: 'Adresse e-mail pour recevoir vos résultats',
    submit: 'Envoyer',
    results: 'Vos résultats de maturité IA',
    download: 'Télécharger le rapport',
  },
} as const;

type SeedCategory = {
  _type: string;
  key: string;
  title: Record<Locale, string>;
  recommendations: Record<
    'improvement' | 'refinement' | 'leadership',
    { en: string; fr: string }[]
  >;
};

// The content the site is built from: what the results must show.
const seedCategories = readFileSync(E2E_SEED_DATASET, 'utf8')
  .split('\n')
  .filter((line) => line.includes('"_type":"assessmentCategory"'))
  .map((line) => JSON.parse(line) as SeedCategory);

function seedCategory(key: string): SeedCategory {
  const category = seedCategories.find((entry) => entry.key === key);
  if (!category) throw new Error(`No category ${key} in the seed`);
  return category;
}

function aContact(tag: string, firstName = 'Émilie') {
  const id = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName,
    lastName: `Durand ${tag}`,
    email: `${id}@example.com`,
    companyName: 'Atelier Nord & Fils',
    companySize: '51-200',
  };
}

type Contact = ReturnType<typeof aContact>;

/**
 * A visitor who answered every question but the last with one letter earlier in this tab, as a
 * reload finds them: for the tests about what happens once the questions are done.
 */
async function resumeAtLastQuestion(page: Page, contact: Contact, letter: Letter) {
  await startAs(page, contact);
  const answers = Object.fromEntries(
    Array.from({ length: QUESTION_COUNT - 1 }, (_, index) => [index + 1, letter]),
  );
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, value);
    },
    [ANSWERS_KEY, JSON.stringify({ index: QUESTION_COUNT - 1, answers })] as const,
  );
}

/** The tab as the lead form leaves it; the analytics question already answered. */
async function startAs(page: Page, contact: Contact | null) {
  await page.addInitScript(
    ([key, value]) => {
      if (value) window.sessionStorage.setItem(key, value);
    },
    [CONTACT_KEY, contact ? JSON.stringify(contact) : ''] as const,
  );
}

/** The funnel's counts the page sends from now on, in order, with their headers and answers. */
function funnelCounts(page: Page) {
  const counts: Promise<{
    body: string | null;
    headers: Record<string, string>;
    status?: number;
  }>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/funnel') return;
    counts.push(
      (async () => ({
        body: request.postData(),
        headers: await request.allHeaders(),
        status: (await request.response())?.status(),
      }))(),
    );
  });
  return counts;
}

/** The page's cumulative layout shift so far, as the browser measured it. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .reduce(
                (sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value,
                0,
              ),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        // Without any shift the observer never reports.
        setTimeout(() => resolve(0), 1000);
      }),
  );
}

function progressBar(page: Page) {
  return page.getByRole('progressbar');
}

async function expectQuestion(page: Page, locale: Locale, number: number) {
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', String(number));
  await expect(page.getByText(texts[locale].progress(number), { exact: true })).toBeVisible();
}

function option(page: Page, number: number, letter: Letter) {
  return page.locator(`label[for="question-${number}-${letter}"]`);
}

/** Answers questions `from`..`from + letters.length - 1` with a click each, as a visitor would. */
async function answer(page: Page, locale: Locale, letters: readonly Letter[], from = 1) {
  await expectQuestion(page, locale, from);
  for (const [offset, letter] of letters.entries()) {
    const number = from + offset;
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', String(number));
    await option(page, number, letter).click();
  }
}

async function submit(page: Page, locale: Locale) {
  await page.getByRole('button', { name: texts[locale].submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/results$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[locale].results);
}

function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

function overallRing(page: Page) {
  return page.getByRole('img', {
    name: /^(Overall AI readiness score|Score global de maturité IA)/,
  });
}

function tile(page: Page, key: string) {
  return page.locator(`li[data-category="${key}"]`);
}

function card(page: Page, key: string) {
  return page.locator(`article[data-category="${key}"]`);
}

async function downloadReport(page: Page, locale: Locale) {
  const download = page.waitForEvent('download');
  const button = page.getByRole('button', { name: texts[locale].download });
  await button.click();
  const file = await download;
  // The button keeps the focus through the preparation of the file.
  await expect(button).toBeFocused();
  const bytes = await readFile(await file.path());
  return { name: file.suggestedFilename(), text: pdfText(bytes).replace(/\s+/g, ' ') };
}

const all = (letter: Letter): Letter[] => Array<Letter>(QUESTION_COUNT).fill(letter);

test.describe('the assessment', () => {
  // Each test answers twenty questions, submits and reads the database: more than the default.
  test.describe.configure({ timeout: 90_000 });

  test('all A gives 100 % High with a teal ring, stored by the server, kept on reload, as a PDF', async ({
    page,
    baseURL,
  }) => {
    // A name outside WinAnsi: the report embeds a font that has its letters.
    const contact = aContact('all-a', 'Łukasz');
    await startAs(page, contact);
    // A cookie of the site's, as Google Analytics leaves once the visitor accepts: the page's own
    // requests carry it, the funnel's counts must not.
    await page.context().addCookies([{ name: 'visitor', value: 'known', url: baseURL! }]);
    const counts = funnelCounts(page);
    const opened = await page.goto('/en/assessment');
    expect((await opened?.request().allHeaders())?.cookie).toBe('visitor=known');
    await expect(page.getByText(texts.en.instruction)).toBeVisible();
    await answer(page, 'en', all('A'));
    await expect(page.getByLabel(texts.en.emailLabel)).toHaveValue(contact.email);
    await submit(page, 'en');

    const steps = ['started', ...all('A').map((_, index) => `question-${index + 1}`), 'email'];
    await expect.poll(() => counts.length).toBe(steps.length + 1);
    const sent = await Promise.all(counts);
    expect(sent.map(({ body }) => body).sort()).toEqual(
      [...steps, 'submitted']
        .map((step) => JSON.stringify({ form: 'assessment', locale: 'en', step }))
        .sort(),
    );
    for (const { headers, status } of sent) {
      expect(status).toBe(204);
      expect(headers.cookie).toBeUndefined();
      expect(headers.referer).toBeUndefined();
      expect(headers.authorization).toBeUndefined();
    }

    await expect(overallRing(page)).toHaveAccessibleName('Overall AI readiness score: 100%');
    await expect(overallRing(page)).toHaveAttribute('data-colour', 'teal');
    await expect(page.getByText('High readiness', { exact: true })).toBeVisible();
    await expect(page.getByText('80 of 80 points', { exact: true })).toBeVisible();
    for (const category of seedCategories) {
      await expect(tile(page, category.key)).toContainText(category.title.en);
      await expect(tile(page, category.key)).toContainText('High');
      await expect(tile(page, category.key)).toContainText('16 of 16 points');
    }
    expect(await page.evaluate((key) => sessionStorage.getItem(key), ANSWERS_KEY)).toBeNull();

    const rows = await assessmentResultsFrom(contact.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      locale: 'en',
      total_score: 80,
      max_possible_score: 80,
      percentage: 100,
      overall_readiness_level: 'High',
    });

    // The PDF library and its fonts come with the first click on Download, not with the page.
    const scripts: { afterClick: boolean; body: Promise<string> }[] = [];
    const fonts: { afterClick: boolean }[] = [];
    let clicked = false;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.ttf')) fonts.push({ afterClick: clicked });
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ afterClick: clicked, body: response.text().catch(() => '') });
    });
    await page.reload();
    await expect(overallRing(page)).toHaveAccessibleName('Overall AI readiness score: 100%');
    await page.waitForLoadState('networkidle');

    clicked = true;
    const report = await downloadReport(page, 'en');
    const holdsPdfLibrary = async (afterClick: boolean) => {
      const bodies = await Promise.all(
        scripts.filter((script) => script.afterClick === afterClick).map(({ body }) => body),
      );
      return bodies.some((body) => body.includes('WinAnsiEncoding'));
    };
    expect(await holdsPdfLibrary(false)).toBe(false);
    expect(await holdsPdfLibrary(true)).toBe(true);
    expect(fonts.filter(({ afterClick }) => !afterClick)).toHaveLength(0);
    expect(fonts.filter(({ afterClick }) => afterClick)).toHaveLength(2);
    expect(report.name).toMatch(/^ai-readiness-report-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(report.text).toContain(`Prepared for: Łukasz Durand all-a`);
    expect(report.text).toContain('Company: Atelier Nord & Fils');
    expect(report.text).toContain('Score: 80 of 80 points (100%)');
    await expect(toast(page, 'Report Downloaded')).toBeVisible();
    await holdToast(page, 'Report Downloaded');
    await expectNoViolations(page, 'the results with the download’s success toast');
  });

  test('all D in French stays in French: 25 %, Very Low, red ring, French PDF', async ({
    page,
  }) => {
    const contact = aContact('all-d-fr');
    await startAs(page, contact);
    await page.goto('/fr/assessment');
    await expect(page.getByText(texts.fr.instruction)).toBeVisible();
    await answer(page, 'fr', all('D'));
    await submit(page, 'fr');

    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(overallRing(page)).toHaveAccessibleName(/^Score global de maturité IA\s:\s25\s%$/);
    await expect(overallRing(page)).toHaveAttribute('data-colour', 'red');
    await expect(page.getByText('Maturité très faible', { exact: true })).toBeVisible();
    for (const category of seedCategories) {
      await expect(tile(page, category.key)).toContainText(category.title.fr);
      await expect(tile(page, category.key)).toContainText('Niveau très faible');
    }
    await expect(
      page.getByRole('link', { name: /Planifier un appel gratuit/ }).first(),
    ).toHaveAttribute('target', '_blank');

    const rows = await assessmentResultsFrom(contact.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      locale: 'fr',
      total_score: 20,
      percentage: 25,
      overall_readiness_level: 'Very Low',
    });

    const report = await downloadReport(page, 'fr');
    expect(report.name).toMatch(/^rapport-maturite-ia-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(report.text).toContain('Rapport d’évaluation de maturité IA');
    expect(report.text).toContain('Préparé pour : Émilie Durand all-d-fr');
    expect(report.text).toContain('Score : 20 points sur 80 (25 %)');
    await expect(toast(page, 'Rapport téléchargé')).toBeVisible();
  });

  test('a mixed run is scored and explained category by category', async ({ page }) => {
    const contact = aContact('mixed');
    await startAs(page, contact);
    await page.goto('/en/assessment');
    // Leadership 16/16, organization 12/16, data 8/16, financial 4/16, risk 10/16: 50/80.
    await answer(page, 'en', [
      ...['A', 'A', 'A', 'A'],
      ...['B', 'B', 'B', 'B'],
      ...['C', 'C', 'C', 'C'],
      ...['D', 'D', 'D', 'D'],
      ...['A', 'B', 'C', 'D'],
    ] as Letter[]);
    await submit(page, 'en');

    await expect(overallRing(page)).toHaveAccessibleName('Overall AI readiness score: 63%');
    await expect(overallRing(page)).toHaveAttribute('data-colour', 'blue');
    await expect(page.getByText('Moderate readiness', { exact: true })).toBeVisible();

    const expected = [
      { key: 'leadership', score: 16, level: 'High', tier: 'leadership', colour: 'teal' },
      { key: 'organization', score: 12, level: 'Moderate', tier: 'refinement', colour: 'blue' },
      { key: 'data', score: 8, level: 'Low', tier: 'improvement', colour: 'yellow' },
      { key: 'financial', score: 4, level: 'Very Low', tier: 'improvement', colour: 'red' },
      { key: 'risk', score: 10, level: 'Moderate', tier: 'refinement', colour: 'blue' },
    ] as const;
    for (const { key, score, level, tier, colour } of expected) {
      const category = seedCategory(key);
      await expect(tile(page, key)).toContainText(`${score} of 16 points`);
      await expect(tile(page, key).getByText(level, { exact: true })).toBeVisible();
      await expect(tile(page, key).getByRole('img')).toHaveAttribute('data-colour', colour);

      const details = card(page, key);
      const toggle = details.getByRole('button', { name: 'View recommendations' });
      const recommendations = details.getByRole('listitem');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(recommendations.first()).toBeHidden();
      await toggle.click();
      await expect(details.getByRole('button', { name: 'Hide recommendations' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(recommendations).toHaveText(
        category.recommendations[tier].map((text) => text.en),
      );
      await details.getByRole('button', { name: 'Hide recommendations' }).click();
      await expect(recommendations.first()).toBeHidden();
    }

    await expectNoViolations(page, 'the results of a mixed run');

    const [row] = await assessmentResultsFrom(contact.email);
    expect(row).toMatchObject({
      total_score: 50,
      percentage: 62.5,
      overall_readiness_level: 'Moderate',
    });
    expect(row?.category_scores.map(({ category, score }) => [category, score])).toEqual(
      expected.map(({ key, score }) => [key, score]),
    );
  });

  test('Previous keeps the choice, arrow keys only select, and a reload resumes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await startAs(page, aContact('navigation'));
    await page.goto('/en/assessment');
    await expectQuestion(page, 'en', 1);
    await expectNoViolations(page, 'the first question on a phone');
    // Screen readers hear each option's letter, and the new position after every move.
    for (const letter of ['A', 'B', 'C', 'D'] as const) {
      const label = await page.locator(`#question-1-${letter}-label`).innerText();
      await expect(page.locator(`#question-1-${letter}`)).toHaveAccessibleName(
        `${letter} ${label}`,
      );
    }
    await expect(page.getByText(texts.en.progress(1), { exact: true })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await option(page, 1, 'B').click();
    await expectQuestion(page, 'en', 2);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeFocused();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectQuestion(page, 'en', 1);
    await expect(page.locator('#question-1-B')).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectQuestion(page, 'en', 2);

    // Keyboard: the arrow selects the next option without leaving the question; Enter moves on.
    await page.keyboard.press('Tab');
    await expect(page.locator('#question-2-A')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#question-2-B')).toBeChecked();
    await expect(page.locator('#question-2-B')).toBeFocused();
    await expectQuestion(page, 'en', 2);
    await page.keyboard.press('Enter');
    await expectQuestion(page, 'en', 3);

    // On a phone the last options are below the fold; the next question starts at the top.
    await option(page, 3, 'C').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await option(page, 3, 'C').click();
    await expectQuestion(page, 'en', 4);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.reload();
    await expectQuestion(page, 'en', 4);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectQuestion(page, 'en', 3);
    await expect(page.locator('#question-3-C')).toBeChecked();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.locator('#question-2-B')).toBeChecked();
  });

  test('Submit waits for the last answer and a valid e-mail', async ({ page }) => {
    const contact = aContact('gating');
    await startAs(page, contact);
    await page.goto('/en/assessment');
    await answer(page, 'en', all('B').slice(0, 19));
    await expectQuestion(page, 'en', 20);

    const submitButton = page.getByRole('button', { name: 'Submit', exact: true });
    const email = page.getByLabel(texts.en.emailLabel);
    await expect(email).toHaveAttribute('placeholder', 'name@company.com');
    await expect(submitButton).toBeDisabled();
    await option(page, 20, 'A').click();
    // The last question does not move on by itself.
    await expectQuestion(page, 'en', 20);
    await expect(submitButton).toBeEnabled();
    await email.fill('   ');
    await expect(submitButton).toBeDisabled();

    await email.fill('grace@example');
    await submitButton.click();
    const message = 'Please enter a valid email address';
    await expect(page.locator('#assessment-email-error')).toHaveText(message);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(toast(page, message)).toBeVisible();
    await expect(page).toHaveURL(/\/en\/assessment$/);

    await email.fill('GRACE@EXAMPLE.COM');
    await expect(page.locator('#assessment-email-error')).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('in French: a reload resumes, and an invalid e-mail is explained in French', async ({
    page,
  }) => {
    const contact = aContact('reload-fr');
    await startAs(page, contact);
    await page.goto('/fr/assessment');
    await answer(page, 'fr', ['A', 'B', 'C', 'D', 'A']);
    await expectQuestion(page, 'fr', 6);
    await page.reload();
    await expectQuestion(page, 'fr', 6);
    await expect(page.getByText(texts.fr.instruction)).toBeVisible();
    await page.getByRole('button', { name: 'Précédent' }).click();
    await expectQuestion(page, 'fr', 5);
    await expect(page.locator('#question-5-A')).toBeChecked();
    await page.getByRole('button', { name: 'Suivant' }).click();

    await answer(page, 'fr', all('B').slice(5), 6);
    const email = page.getByLabel(texts.fr.emailLabel);
    await expect(email).toHaveAttribute('placeholder', 'nom@entreprise.fr');
    await email.fill('marie@exemple');
    await page.getByRole('button', { name: texts.fr.submit, exact: true }).click();
    const message = 'Veuillez saisir une adresse e-mail valide';
    await expect(page.locator('#assessment-email-error')).toHaveText(message);
    await expect(toast(page, message)).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/assessment$/);
    await email.fill('marie@exemple.fr');
    await expect(page.locator('#assessment-email-error')).toHaveCount(0);
    expect(await assessmentResultsFrom(contact.email)).toHaveLength(0);
  });

  test('a reply lost on its way back keeps the visitor and the answers; the retry stores one result', async ({
    page,
  }) => {
    const contact = aContact('failure');
    await resumeAtLastQuestion(page, contact, 'C');
    await page.goto('/en/assessment');
    await answer(page, 'en', ['C'], QUESTION_COUNT);

    let releaseReply = () => {};
    const replyHeld = new Promise<void>((resolve) => {
      releaseReply = resolve;
    });
    const wizardPage = (url: URL) => url.pathname === '/en/assessment';
    await page.route(wizardPage, async (route) => {
      if (route.request().method() !== 'POST' || !route.request().headers()['next-action']) {
        return route.fallback();
      }
      // The server receives the submission and stores it; the browser never hears back.
      await route.fetch();
      await replyHeld;
      await route.abort('connectionreset');
    });
    const submitButton = page.getByRole('button', { name: /^(Submit|Submitting\.\.\.)$/ });
    await submitButton.click();
    await expect(submitButton).toHaveText('Submitting...');
    await expect(submitButton).toBeDisabled();
    await expect.poll(async () => (await assessmentResultsFrom(contact.email)).length).toBe(1);
    releaseReply();

    await expect(
      toast(page, 'There was an error submitting your assessment. Please try again.'),
    ).toBeVisible();
    // Held while checked: the pointer on a toast does not move the focus.
    await holdToast(page, 'There was an error submitting your assessment.');
    await expect(page).toHaveURL(/\/en\/assessment$/);
    await expectQuestion(page, 'en', 20);
    await expect(submitButton).toHaveText('Submit');
    // Focus stayed on the button through the wait and the failure, ready for the retry.
    await expect(submitButton).toBeFocused();
    await expectNoViolations(page, 'the last question with the submission’s error toast');
    const kept = await page.evaluate((key) => sessionStorage.getItem(key), ANSWERS_KEY);
    expect(Object.keys(JSON.parse(kept ?? '{}').answers ?? {})).toHaveLength(20);

    // The retry repeats a submission the server already stored: still one row.
    await page.unroute(wizardPage);
    await submit(page, 'en');
    await expect(overallRing(page)).toHaveAccessibleName('Overall AI readiness score: 50%');
    const rows = await assessmentResultsFrom(contact.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ total_score: 40, percentage: 50 });
  });

  test('after a lost reply, a reload keeps the typed e-mail and the submission: one result', async ({
    page,
  }) => {
    const contact = aContact('reload-after-loss');
    const typed = `typed-${contact.email}`;
    await resumeAtLastQuestion(page, contact, 'B');
    await page.goto('/en/assessment');
    await answer(page, 'en', ['B'], QUESTION_COUNT);
    await page.getByLabel(texts.en.emailLabel).fill(typed);

    const wizardPage = (url: URL) => url.pathname === '/en/assessment';
    await page.route(wizardPage, async (route) => {
      if (route.request().method() !== 'POST' || !route.request().headers()['next-action']) {
        return route.fallback();
      }
      // The server stores the submission; its reply is lost.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: texts.en.submit, exact: true }).click();
    await expect(
      toast(page, 'There was an error submitting your assessment. Please try again.'),
    ).toBeVisible();
    expect(await assessmentResultsFrom(typed)).toHaveLength(1);

    await page.unroute(wizardPage);
    await page.reload();
    await expectQuestion(page, 'en', 20);
    await expect(page.getByLabel(texts.en.emailLabel)).toHaveValue(typed);
    await submit(page, 'en');
    // The same submission sent again: still one row, under the e-mail the visitor typed.
    expect(await assessmentResultsFrom(typed)).toHaveLength(1);
    expect(await assessmentResultsFrom(contact.email)).toHaveLength(0);
  });

  test('a double click answers one question: the second click does not answer the next one', async ({
    page,
  }) => {
    await startAs(page, aContact('double-click'));
    await page.goto('/en/assessment');
    await expectQuestion(page, 'en', 1);

    await option(page, 1, 'B').dblclick();
    await expectQuestion(page, 'en', 2);
    await expect(page.locator('input[name="question-2"]:checked')).toHaveCount(0);
    await expect
      .poll(async () =>
        JSON.parse(
          (await page.evaluate((key) => sessionStorage.getItem(key), ANSWERS_KEY)) ?? '{}',
        ),
      )
      .toEqual({ index: 1, answers: { 1: 'B' } });

    // The next question takes its own answer as usual.
    await option(page, 2, 'A').click();
    await expectQuestion(page, 'en', 3);
  });

  test('a forged score in the request is ignored: the database holds the server’s score', async ({
    page,
  }) => {
    const contact = aContact('forged');
    await resumeAtLastQuestion(page, contact, 'D');
    await page.goto('/en/assessment');
    await answer(page, 'en', ['D'], QUESTION_COUNT);

    let forged = false;
    await page.route(
      (url) => url.pathname === '/en/assessment',
      async (route) => {
        const request = route.request();
        if (request.method() !== 'POST' || !request.headers()['next-action']) {
          return route.fallback();
        }
        // The action's arguments travel as a JSON array; add a perfect score to the payload.
        const args = JSON.parse(request.postData() ?? 'null') as Record<string, unknown>[];
        expect(args[0]).toMatchObject({ email: contact.email });
        args[0] = {
          ...args[0],
          totalScore: 80,
          maxPossibleScore: 80,
          percentage: 100,
          overallReadinessLevel: 'High',
          categoryScores: seedCategories.map(({ key }) => ({
            category: key,
            score: 16,
            maxScore: 16,
            readinessLevel: 'High',
            percentage: 100,
          })),
        };
        forged = true;
        await route.continue({ postData: JSON.stringify(args) });
      },
    );
    await submit(page, 'en');
    expect(forged).toBe(true);

    await expect(overallRing(page)).toHaveAccessibleName('Overall AI readiness score: 25%');
    const rows = await assessmentResultsFrom(contact.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      total_score: 20,
      max_possible_score: 80,
      percentage: 25,
      overall_readiness_level: 'Very Low',
    });
    expect(rows[0]?.category_scores.every(({ score }) => score === 4)).toBe(true);
  });

  for (const [locale, title, action] of [
    ['en', 'Start with your details', 'Start with my details'],
    ['fr', 'Commencez par vos coordonnées', 'Saisir mes coordonnées'],
  ] as const) {
    test(`without the lead form's details the wizard points the visitor to it (${locale})`, async ({
      page,
    }) => {
      await startAs(page, null);
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(`/${locale}/assessment`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(progressBar(page)).toHaveCount(0);
      // The panel takes the place of the loading skeleton without moving what is below it.
      expect(await layoutShift(page)).toBeLessThan(0.01);
      // One page, one canonical address: the visitor stays here until they choose to go.
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await page.getByRole('link', { name: action }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/assessment-info$`));
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, reason, action, contactPath] of [
    ['en', 'The questions need JavaScript', 'Write to us', '/en/contact'],
    ['fr', 'Le questionnaire nécessite JavaScript', 'Nous écrire', '/fr/contact'],
  ] as const) {
    test(`the wizard says why it cannot start and offers the contact form (${locale})`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/assessment`);
      await expect(page.getByText(reason)).toBeVisible();
      await expect(page.getByRole('status')).toBeHidden();
      await page.getByRole('link', { name: action }).click();
      await expect(page).toHaveURL(new RegExp(`${contactPath}$`));
    });
  }

  for (const [locale, reason, action, contactPath] of [
    ['en', 'Your results are worked out in your browser', 'Write to us', '/en/contact'],
    ['fr', 'Vos résultats sont calculés dans votre navigateur', 'Nous écrire', '/fr/contact'],
  ] as const) {
    test(`the results page says why it shows nothing and offers the contact form (${locale})`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/results`);
      await expect(page.getByText(reason)).toBeVisible();
      await expect(page.getByRole('status')).toBeHidden();
      await page.getByRole('main').getByRole('link', { name: action }).click();
      await expect(page).toHaveURL(new RegExp(`${contactPath}$`));
    });
  }
});

test.describe('the results page without a result', () => {
  const cases = [
    {
      locale: 'en',
      stored: null,
      title: 'Assessment Required',
      description: 'Please complete the assessment to view results.',
    },
    {
      locale: 'en',
      stored: '{"totalScore": 80, "percentage": "all of it"',
      title: 'Error Loading Results',
      description: 'There was a problem loading your assessment results. Please try again.',
    },
    {
      locale: 'fr',
      stored: null,
      title: 'Évaluation requise',
      description: 'Veuillez terminer l’évaluation pour consulter vos résultats.',
    },
    {
      locale: 'fr',
      stored: JSON.stringify({ totalScore: 80, percentage: 100 }),
      title: 'Erreur de chargement des résultats',
      description: 'Un problème est survenu',
    },
  ] as const;

  for (const { locale, stored, title, description } of cases) {
    test(`shows "${title}" and goes home (${locale})`, async ({ page }) => {
      await startAs(page, aContact('no-result'));
      if (stored !== null) {
        await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
          RESULT_KEY,
          stored,
        ] as const);
      }
      await page.goto(`/${locale}/results`);
      await expect(toast(page, title)).toBeVisible();
      await expect(toast(page, title)).toContainText(description);
      await expect(toast(page, title)).toHaveAttribute('data-type', 'error');
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    });
  }
});
