import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { assessmentContactsFrom, contactSubmissionsFrom } from './support/leads';

type Lead = {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  companySize: string;
  message?: string;
};

const firstNameLabel = { en: 'First name', fr: 'Prénom' };

function uniqueLead(tag: string, withMessage = true): Lead {
  const id = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: 'Émilie',
    lastName: `O’Connor ${tag}`,
    email: `${id}@example.com`,
    companyName: 'Atelier Nord & Fils',
    companySize: '51-200',
    ...(withMessage ? { message: 'We want to automate supplier invoices.\nCan you help?' } : {}),
  };
}

async function fill(page: Page, lang: 'en' | 'fr', lead: Partial<Lead>) {
  // The form is found by its visible label, its fields by name, which is what the server reads.
  const form = page.locator('form').filter({ has: page.getByLabel(firstNameLabel[lang]) });
  for (const [name, value] of Object.entries(lead)) {
    const control = form.locator(`[name="${name}"]`);
    if (name === 'companySize') await control.selectOption(value);
    else await control.fill(value);
  }
  return form;
}

test.describe('contact form', () => {
  test('stores one message, thanks the visitor and goes home after five seconds', async ({
    page,
  }) => {
    const lead = uniqueLead('contact-en');
    await page.goto('/en/contact');
    const form = await fill(page, 'en', lead);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();

    const rows = await contactSubmissionsFrom(lead.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: lead.firstName,
      last_name: lead.lastName,
      company_name: lead.companyName,
      company_size: lead.companySize,
      message: lead.message,
      locale: 'en',
    });

    await expect(page).toHaveURL(/\/en$/, { timeout: 10_000 });
  });

  test('works in French and offers to send another message', async ({ page }) => {
    const lead = uniqueLead('contact-fr');
    await page.goto('/fr/contact');
    const form = await fill(page, 'fr', lead);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(
      page.getByRole('heading', { name: 'Merci de nous avoir contactés !' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Envoyer un autre message' }).click();
    await expect(page.getByLabel('Prénom')).toHaveValue('');
    // Choosing to write again cancels the trip home.
    await page.waitForTimeout(5500);
    await expect(page).toHaveURL(/\/fr\/contact$/);

    const rows = await contactSubmissionsFrom(lead.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.locale).toBe('fr');
  });

  test('a double click stores exactly one message', async ({ page }) => {
    const lead = uniqueLead('double');
    await page.goto('/en/contact');
    const form = await fill(page, 'en', lead);
    await form.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
    expect(await contactSubmissionsFrom(lead.email)).toHaveLength(1);
  });

  for (const lang of ['en', 'fr'] as const) {
    test(`shows each validation rule in order, one at a time (${lang})`, async ({ page }) => {
      const messages = {
        en: [
          'First name is required',
          'Last name is required',
          'Email is required',
          'Please enter a valid email address',
          'Company name is required',
          'Company size is required',
          'Message is required',
        ],
        fr: [
          'Le prénom est obligatoire',
          'Le nom est obligatoire',
          'L’e-mail est obligatoire',
          'Veuillez saisir une adresse e-mail valide',
          'Le nom de l’entreprise est obligatoire',
          'La taille de l’entreprise est obligatoire',
          'Le message est obligatoire',
        ],
      }[lang];
      const lead = uniqueLead(`rules-${lang}`);
      const steps: Array<Partial<Lead>> = [
        { firstName: '   ' },
        { firstName: lead.firstName },
        { lastName: lead.lastName },
        { email: 'not-an-email' },
        { email: lead.email },
        { companyName: lead.companyName },
        { companySize: lead.companySize },
      ];
      await page.goto(`/${lang}/contact`);
      const submit = page.getByRole('button', {
        name: lang === 'en' ? 'Send Message' : 'Envoyer le message',
      });
      for (const [index, step] of steps.entries()) {
        await fill(page, lang, step);
        await submit.click();
        const alerts = page.locator('form p[id$="-error"]');
        await expect(alerts).toHaveCount(1);
        await expect(alerts).toHaveText(messages[index]!);
      }
      expect(await contactSubmissionsFrom(lead.email)).toHaveLength(0);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server validates and the form keeps what was typed', async ({ page }) => {
      await page.goto('/en/contact');
      await fill(page, 'en', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@invalid' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue('Ada');
      await expect(page.getByLabel('Email')).toHaveValue('ada@invalid');
    });

    test('a valid message is stored', async ({ page }) => {
      const lead = uniqueLead('nojs');
      await page.goto('/fr/contact');
      await fill(page, 'fr', lead);
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(
        page.getByRole('heading', { name: 'Merci de nous avoir contactés !' }),
      ).toBeVisible();
      expect(await contactSubmissionsFrom(lead.email)).toHaveLength(1);
    });
  });

  test('a bot that fills the hidden field is thanked and nothing is stored', async ({ page }) => {
    const lead = uniqueLead('bot');
    await page.goto('/en/contact');
    const form = await fill(page, 'en', lead);
    await form.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
    expect(await contactSubmissionsFrom(lead.email)).toHaveLength(0);
  });

  test('more than five messages a minute are refused with a clear message', async ({ page }) => {
    await page.goto('/en/contact');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const form = await fill(page, 'en', uniqueLead(`burst${attempt}`));
      await form.getByRole('button', { name: 'Send Message' }).click();
      await page.getByRole('button', { name: 'Send another message' }).click();
    }
    const lead = uniqueLead('burst6');
    const form = await fill(page, 'en', lead);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many submissions' })).toBeVisible();
    await expect(page.getByLabel('Company name')).toHaveValue(lead.companyName);
    expect(await contactSubmissionsFrom(lead.email)).toHaveLength(0);
  });
});

test.describe('assessment lead form', () => {
  test('stores the lead, keeps it in the tab and opens the assessment (fr)', async ({ page }) => {
    const lead = uniqueLead('lead-fr', false);
    await page.goto('/fr/assessment-info');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Commencez votre évaluation IA',
    );
    const form = await fill(page, 'fr', lead);
    await form.getByRole('button', { name: 'Commencer l’évaluation' }).click();

    await expect(page).toHaveURL(/\/fr\/assessment$/);
    const stored = await page.evaluate(() => sessionStorage.getItem('contact-info'));
    expect(JSON.parse(stored ?? 'null')).toEqual(lead);

    const rows = await assessmentContactsFrom(lead.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: lead.firstName,
      last_name: lead.lastName,
      company_name: lead.companyName,
      company_size: lead.companySize,
      locale: 'fr',
    });
  });

  test('lists the six topics and validates like the contact form (en)', async ({ page }) => {
    await page.goto('/en/assessment-info');
    for (const topic of [
      'Strategic Analysis',
      'Technical Readiness',
      'Financial Planning',
      'Risk Assessment',
      'Actionable Insights',
      'Competitive Advantage',
    ]) {
      await expect(page.getByRole('heading', { name: topic })).toBeVisible();
    }
    const lead = uniqueLead('lead-en', false);
    const form = await fill(page, 'en', { ...lead, companySize: '' });
    await form.getByRole('button', { name: 'Start the Assessment' }).click();
    await expect(page.getByText('Company size is required')).toBeVisible();
    await expect(form.getByLabel('Company size')).toBeFocused();
    expect(await assessmentContactsFrom(lead.email)).toHaveLength(0);
  });
});
