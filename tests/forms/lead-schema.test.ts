import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateLead } from '@/lib/model/lead-schema';
import { COMPANY_SIZES } from '@/lib/model/lead-fields';
import en from '@/lib/i18n/messages/en.json';
import fr from '@/lib/i18n/messages/fr.json';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  companyName: 'Analytical Engines',
  companySize: '11-50',
  message: 'We would like to automate our invoicing.',
};

function validWithoutMessage() {
  const { message: _message, ...lead } = valid;
  return lead;
}

describe('lead form validation', () => {
  it('accepts a complete contact form and trims the values', () => {
    const result = validateLead('contact', { ...valid, firstName: '  Ada ' });
    expect(result).toEqual({ ok: true, data: { ...valid, firstName: 'Ada' } });
  });

  it('reports one fault at a time, in field order: first name, last name, email (required, then valid), company, size, message', () => {
    const steps: Array<[keyof typeof valid, string, string]> = [
      ['firstName', '', 'firstNameRequired'],
      ['lastName', '', 'lastNameRequired'],
      ['email', '', 'emailRequired'],
      ['email', 'not-an-email', 'emailInvalid'],
      ['companyName', '', 'companyNameRequired'],
      ['companySize', '', 'companySizeRequired'],
      ['message', '', 'messageRequired'],
    ];
    // Start with every field wrong and fix them one by one: each time the next rule shows.
    const form: Record<string, string> = {
      firstName: '',
      lastName: '',
      email: '',
      companyName: '',
      companySize: '',
      message: '',
    };
    for (const [field, wrong, error] of steps) {
      form[field] = wrong;
      const result = validateLead('contact', form);
      expect(result).toEqual({ ok: false, field, error });
      form[field] = valid[field];
    }
    expect(validateLead('contact', form).ok).toBe(true);
  });

  it('treats whitespace-only values as empty', () => {
    for (const whitespace of [' ', '\t', '\n  \n', '\u00a0']) {
      expect(validateLead('contact', { ...valid, lastName: whitespace })).toMatchObject({
        error: 'lastNameRequired',
      });
      expect(validateLead('contact', { ...valid, message: whitespace })).toMatchObject({
        error: 'messageRequired',
      });
    }
  });

  it('does not ask the assessment lead form for a message', () => {
    const { message: _message, ...lead } = valid;
    expect(validateLead('assessmentLead', lead).ok).toBe(true);
    expect(validateLead('contact', lead)).toMatchObject({ error: 'messageRequired' });
  });

  it('accepts each of the six company sizes and nothing else', () => {
    for (const size of COMPANY_SIZES) {
      expect(validateLead('assessmentLead', { ...valid, companySize: size }).ok).toBe(true);
    }
    for (const size of ['0', '1-9', '1000', '10000+', 'large']) {
      expect(validateLead('assessmentLead', { ...valid, companySize: size })).toMatchObject({
        field: 'companySize',
        error: 'companySizeInvalid',
      });
    }
  });

  it('takes the sector as optional: none, empty or a key of the published list', () => {
    const published = new Set(['logistics', 'health']);
    for (const sector of [undefined, '', '  ', 'logistics', ' health ']) {
      const result = validateLead('assessmentLead', { ...valid, sector }, published);
      expect(result.ok, JSON.stringify(sector)).toBe(true);
    }
    expect(
      validateLead('assessmentLead', { ...valid, sector: ' health ' }, published),
    ).toMatchObject({ data: { sector: 'health' } });
    // The select's empty choice stores no sector, and the tab keeps none.
    const none = validateLead('assessmentLead', { ...valid, sector: '' }, published);
    expect(none.ok ? JSON.stringify(none.data) : '').toBe(JSON.stringify(validWithoutMessage()));
    for (const sector of ['retail', 'Health', 'health\nBcc: x@example.com', 'santé', 42]) {
      expect(validateLead('assessmentLead', { ...valid, sector }, published)).toEqual({
        ok: false,
        field: 'sector',
        error: 'sectorInvalid',
      });
    }
  });

  it('checks only the sector key’s form where the list is not at hand, as in the browser', () => {
    expect(validateLead('contact', { ...valid, sector: 'retail' }).ok).toBe(true);
    expect(validateLead('contact', { ...valid, sector: '<b>x</b>' })).toMatchObject({
      field: 'sector',
      error: 'sectorInvalid',
    });
  });

  it('checks the e-mail shape case-insensitively', () => {
    for (const email of ['A@B.CO', 'first.last+tag@sub.example.org', "o'brien@café.fr"]) {
      expect(validateLead('contact', { ...valid, email }).ok).toBe(true);
    }
    for (const email of ['plain', 'a@b', '@b.com', 'a @b.com', 'a@b .com', 'a@@b.com']) {
      expect(validateLead('contact', { ...valid, email })).toMatchObject({ error: 'emailInvalid' });
    }
  });

  it('takes one bare address: no display name, comment, quotes, brackets or second recipient', () => {
    for (const email of [
      'Buy-now-at-evil.example<victim@gmail.com>',
      'x<victim@gmail.com>',
      'victim@gmail.com(1)',
      '(comment)victim@gmail.com',
      '"victim"@gmail.com',
      'victim@gmail.com,other@example.com',
      'victim@gmail.com;other@example.com',
      'victim@gmail.com\nBcc: other@example.com',
      'a..b@example.com',
      '.a@example.com',
      'a@-example.com',
    ]) {
      expect(validateLead('contact', { ...valid, email })).toMatchObject({
        field: 'email',
        error: 'emailInvalid',
      });
    }
  });

  it('keeps names and companies to one line: a forged line break becomes a space', () => {
    const result = validateLead('contact', {
      ...valid,
      firstName: 'Ada\r\nBcc: x@example.com',
      companyName: 'Engines\tLtd',
      message: 'One\nTwo',
    });
    expect(result).toMatchObject({
      ok: true,
      data: {
        firstName: 'Ada Bcc: x@example.com',
        companyName: 'Engines Ltd',
        message: 'One\nTwo',
      },
    });
  });

  it('stores line breaks as the visitor typed them', () => {
    const result = validateLead('contact', { ...valid, message: 'One\r\nTwo\rThree' });
    expect(result).toMatchObject({ ok: true, data: { message: 'One\nTwo\nThree' } });
    const long = validateLead('contact', { ...valid, message: `${'x'.repeat(4998)}\r\ny` });
    expect(long.ok).toBe(true);
  });

  it('drops control characters the database would refuse, keeping tabs and line breaks', () => {
    const result = validateLead('contact', {
      ...valid,
      firstName: 'A\u0000da\u001b',
      message: 'One\tTwo\nThree\u007f',
    });
    expect(result).toMatchObject({
      ok: true,
      data: { firstName: 'Ada', message: 'One\tTwo\nThree' },
    });
    expect(validateLead('contact', { ...valid, lastName: '\u0000\u0001 ' })).toMatchObject({
      error: 'lastNameRequired',
    });
  });

  it('enforces the database length limits', () => {
    expect(validateLead('contact', { ...valid, firstName: 'x'.repeat(101) })).toMatchObject({
      error: 'firstNameTooLong',
    });
    expect(validateLead('contact', { ...valid, companyName: 'x'.repeat(201) })).toMatchObject({
      error: 'companyNameTooLong',
    });
    expect(validateLead('contact', { ...valid, message: 'x'.repeat(5001) })).toMatchObject({
      error: 'messageTooLong',
    });
    expect(validateLead('contact', { ...valid, message: 'x'.repeat(5000) }).ok).toBe(true);
  });

  it('rejects wrong types with the message of the field', () => {
    expect(validateLead('contact', { ...valid, firstName: 42 })).toMatchObject({
      error: 'firstNameRequired',
    });
    expect(validateLead('contact', { ...valid, companySize: ['11-50'] })).toMatchObject({
      error: 'companySizeRequired',
    });
    expect(validateLead('contact', null)).toMatchObject({ ok: false });
  });

  it('never throws and always names a message that exists in both dictionaries', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = validateLead('contact', input);
        if (!result.ok) {
          expect(en.forms.errors[result.error]).toBeTruthy();
          expect(fr.forms.errors[result.error]).toBeTruthy();
        }
      }),
    );
  });
});
