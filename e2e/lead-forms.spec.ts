import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { assessmentContactsFrom, contactSubmissionsFrom } from './support/leads';
import { actionFields, renderedForm } from './support/no-js-form';
import { expectNoViolations, holdToast } from './support/axe';

type Locale = 'en' | 'fr';

type Lead = {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  companySize: string;
  sector?: string;
  message?: string;
};

const firstNameLabel = { en: 'First name', fr: 'Prénom' };
const sendMessage = { en: 'Send Message', fr: 'Envoyer le message' };
const startAssessment = { en: 'Start the Assessment', fr: 'Commencer l’évaluation' };

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

async function fill(page: Page, locale: Locale, lead: Partial<Lead>) {
  // The form is found by its visible label, its fields by name, which is what the server reads.
  const form = page.locator('form').filter({ has: page.getByLabel(firstNameLabel[locale]) });
  for (const [name, value] of Object.entries(lead)) {
    const control = form.locator(`[name="${name}"]`);
    if (name === 'companySize' || name === 'sector') await control.selectOption(value);
    else await control.fill(value);
  }
  return form;
}

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

/** Holds every post to `path` until `release` is called. */
async function holdPosts(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route: Route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue();
  });
  return release;
}

/**
 * The first post reaches the server, which answers, but the browser is told the connection
 * failed, as when a mobile connection drops before the answer arrives. Later posts go through.
 */
async function loseFirstAnswer(page: Page, path: string) {
  const posts = { count: 0 };
  await page.route(`**${path}`, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts.count += 1;
    if (posts.count > 1) return route.continue();
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    await route.abort('connectionreset');
  });
  return posts;
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
    await expect(
      page.getByText('You will be taken back to the home page in a few seconds.'),
    ).toBeVisible();
    const sent = toast(page, 'Message sent successfully');
    await expect(sent.locator('[data-title]')).toHaveText('Message sent successfully');
    await expect(sent.locator('[data-description]')).toHaveText(
      "We'll get back to you as soon as possible.",
    );

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
    const sent = toast(page, 'Votre message a bien été envoyé');
    await expect(sent.locator('[data-title]')).toHaveText('Votre message a bien été envoyé');
    await expect(sent.locator('[data-description]')).toHaveText(
      'Nous vous répondrons dans les meilleurs délais.',
    );

    await page.getByRole('link', { name: 'Envoyer un autre message' }).click();
    await expect(page.getByLabel('Prénom')).toHaveValue('');
    await expect(page.getByLabel('Prénom')).toBeFocused();
    // Choosing to write again cancels the trip home.
    await page.waitForTimeout(5500);
    await expect(page).toHaveURL(/\/fr\/contact$/);

    const rows = await contactSubmissionsFrom(lead.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.locale).toBe('fr');
  });

  test('leaving the page after sending cancels the trip home', async ({ page }) => {
    await page.goto('/en/contact');
    const form = await fill(page, 'en', uniqueLead('leave'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'AI Readiness Assessment' }).click();
    await expect(page).toHaveURL(/\/en\/assessment-info$/);
    await page.waitForTimeout(5500);
    await expect(page).toHaveURL(/\/en\/assessment-info$/);
  });

  test('a keyboard visitor can choose to stay instead of going home (fr)', async ({ page }) => {
    await page.goto('/fr/contact');
    const form = await fill(page, 'fr', uniqueLead('stay'));
    await form.getByRole('button', { name: 'Envoyer le message' }).press('Enter');
    const heading = page.getByRole('heading', { name: 'Merci de nous avoir contactés !' });
    await expect(heading).toBeFocused();
    await expect(
      page.getByText('Redirection vers la page d’accueil dans quelques secondes.'),
    ).toBeVisible();

    // The way to stay is the first stop after the heading, within the five seconds.
    await page.keyboard.press('Tab');
    const stay = page.getByRole('button', { name: 'Rester sur cette page' });
    await expect(stay).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(stay).toHaveCount(0);
    const staying = page.getByText('Vous restez sur cette page.');
    await expect(staying).toBeFocused();
    await expect(page.getByRole('status').filter({ has: heading })).toContainText(
      'Vous restez sur cette page.',
    );
    await page.waitForTimeout(5500);
    await expect(page).toHaveURL(/\/fr\/contact$/);
  });

  for (const [locale, title, body, toastTitle] of [
    [
      'en',
      'Message Received!',
      'Thank you for reaching out. Our team will get back to you as soon as possible.',
      'Message sent successfully!',
    ],
    [
      'fr',
      'Message reçu !',
      'Merci de nous avoir écrit. Notre équipe vous répondra dans les meilleurs délais.',
      'Votre message a bien été envoyé.',
    ],
  ] as const) {
    test(`the home page form stores the message and shows 'Message Received!' (${locale})`, async ({
      page,
    }) => {
      const lead = uniqueLead(`home-${locale}`);
      await page.goto(`/${locale}`);
      const form = await fill(page, locale, lead);
      await form.getByRole('button', { name: sendMessage[locale] }).click();

      const panel = page
        .getByRole('status')
        .filter({ has: page.getByRole('heading', { name: title }) });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(body);
      const sent = toast(page, toastTitle);
      await expect(sent.locator('[data-title]')).toHaveText(toastTitle);
      await expect(sent.locator('[data-description]')).toHaveCount(0);

      const rows = await contactSubmissionsFrom(lead.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        first_name: lead.firstName,
        email: lead.email,
        message: lead.message,
        locale,
      });
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    });
  }

  test('a double click stores exactly one message', async ({ page }) => {
    const lead = uniqueLead('double');
    await page.goto('/en/contact');
    const form = await fill(page, 'en', lead);
    await form.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
    expect(await contactSubmissionsFrom(lead.email)).toHaveLength(1);
  });

  test('a retry after an answer that never arrived stores exactly one message', async ({
    page,
  }) => {
    const lead = uniqueLead('lost-answer');
    const posts = await loseFirstAnswer(page, '/en/contact');
    await page.goto('/en/contact');
    const form = await fill(page, 'en', lead);
    const send = form.getByRole('button', { name: 'Send Message' });

    await send.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'An unexpected error occurred' }),
    ).toBeVisible();
    await expect(toast(page, 'Error sending message. Please try again.')).toBeVisible();
    await holdToast(page, 'Error sending message.');
    await expectNoViolations(page, 'the contact form with its error and error toast');
    // The server did store it; the browser could not know.
    expect(await contactSubmissionsFrom(lead.email)).toHaveLength(1);
    await expect(page.getByLabel('Email')).toHaveValue(lead.email);

    await send.click();
    await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
    expect(posts.count).toBe(2);
    expect(await contactSubmissionsFrom(lead.email)).toHaveLength(1);
  });

  test('a reload after an answer that never arrived, then a resend, stores exactly one message', async ({
    page,
  }) => {
    const lead = uniqueLead('lost-then-reload');
    const posts = await loseFirstAnswer(page, '/en/contact');
    await page.goto('/en/contact');
    await fill(page, 'en', lead);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Error sending message. Please try again.')).toBeVisible();
    expect(await contactSubmissionsFrom(lead.email)).toHaveLength(1);

    // The tab kept the draft and the submission's id: the reload refills the form, and the
    // resend is the same submission.
    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue(lead.email);
    await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue(lead.message ?? '');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
    expect(posts.count).toBe(2);
    expect(await contactSubmissionsFrom(lead.email)).toHaveLength(1);
  });

  test('a retry with corrections after an answer that never arrived stores the corrections', async ({
    page,
  }) => {
    const lead = uniqueLead('corrected-retry');
    await loseFirstAnswer(page, '/en/contact');
    await page.goto('/en/contact');
    const form = await fill(page, 'en', lead);
    const send = form.getByRole('button', { name: 'Send Message' });

    await send.click();
    await expect(toast(page, 'Error sending message. Please try again.')).toBeVisible();
    const corrected = `fixed-${lead.email}`;
    await form.locator('[name="email"]').fill(corrected);
    await send.click();
    await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
    // The success replaces the error of the first try rather than sitting beside it.
    await expect(toast(page, 'Message sent successfully')).toBeVisible();
    await expect(toast(page, 'Error sending message. Please try again.')).toHaveCount(0);
    // The corrected message is stored, beside the first try that had reached the server.
    const [row] = await contactSubmissionsFrom(corrected);
    expect(row).toMatchObject({ email: corrected, first_name: lead.firstName });
    expect(await contactSubmissionsFrom(lead.email)).toHaveLength(1);
  });

  test('a second send while the validation code still loads stores one message', async ({
    page,
  }) => {
    const lead = uniqueLead('slow-code');
    await page.goto('/en/contact');
    // From now on, code chunks arrive two seconds late, as on a slow connection.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    // The server takes a while to answer too, so that the second send surely comes while the first
    // is under way: on a busy machine, an answer before it would show the success, then the page
    // would go home and the Enter below would land in the home page's form.
    await page.route('**/en/contact', async (route) => {
      if (route.request().method() === 'POST') {
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.fallback();
    });
    const form = await fill(page, 'en', lead);
    const button = form.locator('button[type="submit"]');
    await button.click();
    // The send is under way at once, before the validation code has arrived.
    await expect(button).toHaveText('Sending...');
    await expect(button).toBeDisabled();
    await form.locator('[name="email"]').press('Enter');
    await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
    expect(await contactSubmissionsFrom(lead.email)).toHaveLength(1);
  });

  test('what was typed survives a reload and a switch of language, and goes once sent', async ({
    page,
  }) => {
    const lead = uniqueLead('draft');
    await page.goto('/en/contact');
    await fill(page, 'en', lead);
    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue(lead.email);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(lead.message!);

    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    const form = page.locator('form').filter({ has: page.getByLabel('Prénom') });
    await expect(form.locator('[name="firstName"]')).toHaveValue(lead.firstName);
    await expect(form.locator('[name="companySize"]')).toHaveValue(lead.companySize);
    await expect(form.locator('[name="message"]')).toHaveValue(lead.message!);
    await form.getByRole('button', { name: sendMessage.fr }).click();
    await expect(
      page.getByRole('heading', { name: 'Merci de nous avoir contactés !' }),
    ).toBeVisible();
    expect(await contactSubmissionsFrom(lead.email)).toHaveLength(1);

    await page.goto('/fr/contact');
    await expect(form.locator('[name="email"]')).toHaveValue('');
  });

  for (const [locale, label, thanks] of [
    ['en', 'Sending...', 'Thank you for reaching out!'],
    ['fr', 'Envoi en cours…', 'Merci de nous avoir contactés !'],
  ] as const) {
    test(`the button reads '${label}' and is disabled while the message is sent (${locale})`, async ({
      page,
    }) => {
      const release = await holdPosts(page, `/${locale}/contact`);
      await page.goto(`/${locale}/contact`);
      const form = await fill(page, locale, uniqueLead(`pending-${locale}`));
      await form.getByRole('button', { name: sendMessage[locale] }).click();

      const button = form.locator('button[type="submit"]');
      await expect(button).toHaveText(label);
      await expect(button).toBeDisabled();
      // Keyboard users keep their place while the message is sent.
      await expect(button).toBeFocused();
      release();
      await expect(page.getByRole('heading', { name: thanks })).toBeVisible();
    });
  }

  for (const locale of ['en', 'fr'] as const) {
    test(`shows each validation rule in order, one at a time (${locale})`, async ({ page }) => {
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
          'L’adresse e-mail est obligatoire',
          'Veuillez saisir une adresse e-mail valide',
          'Le nom de l’entreprise est obligatoire',
          'La taille de l’entreprise est obligatoire',
          'Le message est obligatoire',
        ],
      }[locale];
      const lead = uniqueLead(`rules-${locale}`);
      const steps: Array<Partial<Lead>> = [
        { firstName: '   ' },
        { firstName: lead.firstName },
        { lastName: lead.lastName },
        { email: 'not-an-email' },
        { email: lead.email },
        { companyName: lead.companyName },
        { companySize: lead.companySize },
      ];
      await page.goto(`/${locale}/contact`);
      const submit = page.getByRole('button', { name: sendMessage[locale] });
      for (const [index, step] of steps.entries()) {
        await fill(page, locale, step);
        await submit.click();
        const alerts = page.locator('form p[id$="-error"]');
        await expect(alerts).toHaveCount(1);
        await expect(alerts).toHaveText(messages[index]!);
        // Announced even when the field at fault already has the focus.
        await expect(page.locator('form').getByRole('alert')).toHaveText(messages[index]!);
      }
      expect(await contactSubmissionsFrom(lead.email)).toHaveLength(0);
    });
  }

  for (const [locale, title, cards] of [
    ['en', 'How We Can Help', ['General Inquiries', 'Strategic Consultations', 'Support']],
    [
      'fr',
      'Comment pouvons-nous vous aider ?',
      ['Demandes générales', 'Conseil stratégique', 'Assistance'],
    ],
  ] as const) {
    test(`the contact page shows the three ways we can help (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/contact`);
      const section = page.getByRole('region', { name: title });
      await expect(section.getByRole('heading', { level: 3 })).toHaveText([...cards]);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server validates, focuses the field and keeps what was typed', async ({ page }) => {
      await page.goto('/en/contact');
      await fill(page, 'en', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@invalid',
        sector: 'health',
      });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.locator('#contact-email-error')).toHaveText(
        'Please enter a valid email address',
      );
      await expect(page.getByLabel('Email')).toBeFocused();
      await expect(page.getByLabel('First name')).toHaveValue('Ada');
      await expect(page.getByLabel('Email')).toHaveValue('ada@invalid');
      await expect(page.getByLabel('Sector')).toHaveValue('health');
    });

    test('a valid message is stored, and a link leads back to a blank form', async ({ page }) => {
      const lead = uniqueLead('nojs');
      await page.goto('/fr/contact');
      await fill(page, 'fr', lead);
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(
        page.getByRole('heading', { name: 'Merci de nous avoir contactés !' }),
      ).toBeFocused();
      expect(await contactSubmissionsFrom(lead.email)).toHaveLength(1);
      // No script takes the visitor home, so the page does not say it will.
      await expect(page.getByText('Redirection vers', { exact: false })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Rester sur cette page' })).toHaveCount(0);

      await page.getByRole('link', { name: 'Envoyer un autre message' }).click();
      await expect(page).toHaveURL(/\/fr\/contact\?new#contact-form$/);
      await expect(page.getByLabel('Prénom')).toHaveValue('');
      await expect(page.getByLabel('E-mail')).toHaveValue('');
    });
  });

  test('the static page carries no submission id; each browser tab makes its own', async ({
    page,
    context,
    request,
  }) => {
    // One id in the HTML would be every visitor's.
    const html = await (await request.get('/en/contact')).text();
    expect(renderedForm(html).submissionId).toBe('');
    const lead = uniqueLead('browser-id');
    for (const tab of [page, await context.newPage()]) {
      await tab.goto('/en/contact');
      const form = await fill(tab, 'en', lead);
      await form.getByRole('button', { name: sendMessage.en }).click();
      await expect(tab.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
    }
    // Two visitors who send the very same words are two messages, not one.
    const rows = await contactSubmissionsFrom(lead.email);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.id).not.toBe(rows[1]?.id);
  });

  test('without JavaScript, the same form posted twice is one message', async ({
    request,
    baseURL,
  }) => {
    const lead = uniqueLead('repost');
    const post = async (extra: Record<string, string> = {}) =>
      renderedForm(
        await (
          await request.post('/en/contact', {
            headers: { origin: baseURL! },
            multipart: {
              ...(await actionFields(request, '/en/contact')),
              locale: 'en',
              submissionId: '',
              reference_code: '',
              ...(lead as Record<string, string>),
              ...extra,
            },
          })
        ).text(),
      );

    // A reload after a lost answer posts exactly the same body.
    expect((await post()).successTitle).toBe('Thank you for reaching out!');
    expect((await post()).successTitle).toBe('Thank you for reaching out!');
    expect(await contactSubmissionsFrom(lead.email)).toHaveLength(1);
  });

  test('without JavaScript, a refused post hands its id to the corrected one', async ({
    request,
    baseURL,
  }) => {
    const lead = uniqueLead('corrected');
    const hidden = await actionFields(request, '/en/contact');
    const post = async (fields: Record<string, string>) =>
      renderedForm(
        await (
          await request.post('/en/contact', {
            headers: { origin: baseURL! },
            multipart: { ...hidden, locale: 'en', reference_code: '', ...fields },
          })
        ).text(),
      );

    const refused = await post({
      ...(lead as Record<string, string>),
      email: 'nope',
      submissionId: '',
    });
    expect(refused.fieldErrors).toEqual([
      { id: 'contact-email', text: 'Please enter a valid email address' },
    ]);
    const id = refused.submissionId;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const corrected = { ...(lead as Record<string, string>), submissionId: id! };
    expect((await post(corrected)).successTitle).toBe('Thank you for reaching out!');
    expect((await post(corrected)).successTitle).toBe('Thank you for reaching out!');
    expect(await contactSubmissionsFrom(lead.email)).toHaveLength(1);
  });

  test('a bot that fills the hidden field is thanked and nothing is stored', async ({ page }) => {
    const lead = uniqueLead('bot');
    await page.goto('/en/contact');
    const form = await fill(page, 'en', lead);
    const trap = form.locator('input[name="reference_code"]');
    // Out of reach for people: hidden from assistive technology and out of the tab order.
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(form.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
    await trap.fill('https://spam.example', { force: true });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
    expect(await contactSubmissionsFrom(lead.email)).toHaveLength(0);
  });

  for (const [locale, send, another, limited, genericError] of [
    [
      'en',
      'Send Message',
      'Send another message',
      'Too many submissions in a short time. Please wait a minute and try again.',
      'Error sending message. Please try again.',
    ],
    // In English only: the French form shows the same message's French words (dictionaries test),
    // and six round trips per language are the suite's longest wait.
  ] as const) {
    test(`more than five messages a minute are refused with a clear message (${locale})`, async ({
      page,
    }) => {
      // Six round trips to the server, on a machine shared with the other workers.
      test.setTimeout(90_000);
      await page.goto(`/${locale}/contact`);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const form = await fill(page, locale, uniqueLead(`burst${attempt}-${locale}`));
        await form.getByRole('button', { name: send }).click();
        await page.getByRole('link', { name: another }).click();
      }
      const lead = uniqueLead(`burst6-${locale}`);
      const form = await fill(page, locale, lead);
      await form.getByRole('button', { name: send }).click();
      // The toast says what the form says, not the generic error that would contradict it.
      await expect(toast(page, limited)).toBeVisible();
      await expect(toast(page, genericError)).toHaveCount(0);
      await expect(page.getByRole('alert').filter({ hasText: limited })).toBeVisible();
      await expect(form.locator('[name="companyName"]')).toHaveValue(lead.companyName);
      expect(await contactSubmissionsFrom(lead.email)).toHaveLength(0);
    });
  }
});

test.describe('assessment lead form', () => {
  test('stores the lead, keeps it in the tab and opens the assessment (fr)', async ({ page }) => {
    const lead = { ...uniqueLead('lead-fr', false), sector: 'logistics' };
    await page.goto('/fr/assessment-info');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Commencez votre évaluation de maturité IA',
    );
    const form = await fill(page, 'fr', lead);
    await form.getByRole('button', { name: 'Commencer l’évaluation' }).click();

    await expect(page).toHaveURL(/\/fr\/assessment$/);
    const rows = await assessmentContactsFrom(lead.email);
    expect(rows).toHaveLength(1);
    // With the stored row's id, which the result will name.
    const stored = await page.evaluate(() => sessionStorage.getItem('contact-info'));
    expect(JSON.parse(stored ?? 'null')).toEqual({ ...lead, leadId: rows[0]?.id });

    expect(rows[0]).toMatchObject({
      first_name: lead.firstName,
      last_name: lead.lastName,
      company_name: lead.companyName,
      company_size: lead.companySize,
      sector: 'logistics',
      locale: 'fr',
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('stores the lead and leads on to the questions, which say what they need', async ({
      page,
    }) => {
      const lead = uniqueLead('lead-nojs', false);
      await page.goto('/en/assessment-info');
      const form = await fill(page, 'en', lead);
      await form.getByRole('button', { name: 'Start the Assessment' }).click();
      await expect(
        page.getByRole('heading', { name: 'Thanks for your submission!' }),
      ).toBeFocused();
      expect(await assessmentContactsFrom(lead.email)).toHaveLength(1);

      await page.getByRole('link', { name: 'Continue to the questions' }).click();
      await expect(page).toHaveURL(/\/en\/assessment$/);
      await expect(page.getByText('The questions need JavaScript')).toBeVisible();
    });
  });

  test('stores the lead and opens the assessment (en)', async ({ page }) => {
    const lead = { ...uniqueLead('lead-en', false), companySize: '1000+' };
    await page.goto('/en/assessment-info');
    const form = await fill(page, 'en', lead);
    await form.getByRole('button', { name: 'Start the Assessment' }).click();

    await expect(toast(page, 'Form submitted successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/assessment$/);
    const rows = await assessmentContactsFrom(lead.email);
    expect(rows).toHaveLength(1);
    const stored = await page.evaluate(() => sessionStorage.getItem('contact-info'));
    expect(JSON.parse(stored ?? 'null')).toEqual({ ...lead, leadId: rows[0]?.id });
    expect(rows[0]).toMatchObject({
      first_name: lead.firstName,
      email: lead.email,
      company_size: '1000+',
      locale: 'en',
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

  test('shows each validation rule in order, one at a time (fr)', async ({ page }) => {
    const messages = [
      'Le prénom est obligatoire',
      'Le nom est obligatoire',
      'L’adresse e-mail est obligatoire',
      'Veuillez saisir une adresse e-mail valide',
      'Le nom de l’entreprise est obligatoire',
      'La taille de l’entreprise est obligatoire',
    ];
    const lead = uniqueLead('lead-rules-fr', false);
    const steps: Array<Partial<Lead>> = [
      { firstName: ' \t ' },
      { firstName: lead.firstName },
      { lastName: lead.lastName },
      { email: 'pas-une-adresse' },
      { email: lead.email },
      { companyName: lead.companyName },
    ];
    await page.goto('/fr/assessment-info');
    const submit = page.getByRole('button', { name: startAssessment.fr });
    for (const [index, step] of steps.entries()) {
      await fill(page, 'fr', step);
      await submit.click();
      const errors = page.locator('form p[id$="-error"]');
      await expect(errors).toHaveCount(1);
      await expect(errors).toHaveText(messages[index]!);
    }
    await expect(page).toHaveURL(/\/fr\/assessment-info$/);
    expect(await assessmentContactsFrom(lead.email)).toHaveLength(0);
  });

  test("the button reads 'Submitting...' and is disabled while the lead is sent", async ({
    page,
  }) => {
    const release = await holdPosts(page, '/en/assessment-info');
    await page.goto('/en/assessment-info');
    const form = await fill(page, 'en', uniqueLead('lead-pending', false));
    await form.getByRole('button', { name: 'Start the Assessment' }).click();
    const button = form.locator('button[type="submit"]');
    await expect(button).toHaveText('Submitting...');
    await expect(button).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/en\/assessment$/);
  });

  test('a reload after an answer that never arrived, then a resend, stores exactly one lead', async ({
    page,
  }) => {
    const lead = uniqueLead('lead-lost-then-reload', false);
    await loseFirstAnswer(page, '/en/assessment-info');
    await page.goto('/en/assessment-info');
    await fill(page, 'en', lead);
    await page.getByRole('button', { name: 'Start the Assessment' }).click();
    await expect(toast(page, 'Error submitting form. Please try again.')).toBeVisible();
    expect(await assessmentContactsFrom(lead.email)).toHaveLength(1);

    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue(lead.email);
    await page.getByRole('button', { name: 'Start the Assessment' }).click();
    await expect(page).toHaveURL(/\/en\/assessment$/);
    expect(await assessmentContactsFrom(lead.email)).toHaveLength(1);
  });

  test('a retry after an answer that never arrived stores exactly one lead', async ({ page }) => {
    const lead = uniqueLead('lead-lost-answer', false);
    const posts = await loseFirstAnswer(page, '/en/assessment-info');
    await page.goto('/en/assessment-info');
    const form = await fill(page, 'en', lead);
    const start = form.getByRole('button', { name: 'Start the Assessment' });

    await start.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'An unexpected error occurred' }),
    ).toBeVisible();
    await expect(toast(page, 'Error submitting form. Please try again.')).toBeVisible();
    expect(await assessmentContactsFrom(lead.email)).toHaveLength(1);

    await start.click();
    await expect(page).toHaveURL(/\/en\/assessment$/);
    expect(posts.count).toBe(2);
    expect(await assessmentContactsFrom(lead.email)).toHaveLength(1);
  });
});
