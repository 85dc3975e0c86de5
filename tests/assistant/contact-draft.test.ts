import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_LIMITS } from '@/lib/model/lead-fields';
import { askInContactForm, withQuestion } from '@/lib/session/contact-question';
import { readLeadDraft, removeLeadDraft, writeLeadDraft } from '@/lib/session/lead-draft';

const ID = '0b9f6c1e-2f43-4d7a-9a1b-5c2d3e4f5a6b';

describe('withQuestion', () => {
  it('makes the question the message of an empty draft', () => {
    expect(withQuestion({ values: {} }, '  How long does it take?  ')).toEqual({
      values: { message: 'How long does it take?' },
    });
  });

  it('adds it after what the visitor had written, keeping the other fields', () => {
    const draft = { values: { firstName: 'Ada', message: 'We are a bakery.' } };
    expect(withQuestion(draft, 'How long does it take?')).toEqual({
      values: { firstName: 'Ada', message: 'We are a bakery.\n\nHow long does it take?' },
    });
  });

  it('drops the id of an earlier send, since the message is a new one', () => {
    expect(withQuestion({ values: { message: 'Hi' }, submissionId: ID }, 'Price?')).toEqual({
      values: { message: 'Hi\n\nPrice?' },
    });
  });

  it('changes nothing for a question the message holds already, or an empty one', () => {
    const draft = { values: { message: 'Hi\n\nPrice?' }, submissionId: ID };
    expect(withQuestion(draft, 'Price?')).toBe(draft);
    expect(withQuestion(draft, '   ')).toBe(draft);
  });

  it('never makes the message longer than the form accepts', () => {
    const draft = { values: { message: 'x'.repeat(FIELD_LIMITS.message - 5) } };
    expect(withQuestion(draft, 'How long does it take?')).toBe(draft);
  });
});

describe('askInContactForm', () => {
  afterEach(() => {
    removeLeadDraft('contact');
    vi.unstubAllGlobals();
  });

  function onPage(path: string) {
    const location = {
      href: `http://localhost:3000${path}`,
      pathname: path,
      hash: '',
      reload: vi.fn(),
    };
    vi.stubGlobal('window', { location });
    return location;
  }

  it('writes the question into the contact draft for the form to open with', () => {
    const location = onPage('/en/use-cases/logistics');
    writeLeadDraft('contact', { values: { email: 'ada@example.com', message: 'Hello.' } });
    expect(askInContactForm('Can you help with delivery delays?', '/en/contact#contact-form')).toBe(
      'navigate',
    );
    expect(readLeadDraft('contact')).toEqual({
      values: {
        email: 'ada@example.com',
        message: 'Hello.\n\nCan you help with delivery delays?',
      },
    });
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('opens the contact page again when it is the page the visitor is on', () => {
    const location = onPage('/fr/contact');
    expect(askInContactForm('Combien de temps faut-il ?', '/fr/contact#contact-form')).toBe(
      'reloaded',
    );
    expect(readLeadDraft('contact').values.message).toBe('Combien de temps faut-il ?');
    expect(location.hash).toBe('#contact-form');
    expect(location.reload).toHaveBeenCalledOnce();
  });
});
