import { describe, expect, it } from 'vitest';
import { failureOf } from '@/components/assistant/failure';
import { answerParagraphs, isSitePath, spokenAnswer } from '@/lib/assistant/answer-text';

describe('answerParagraphs', () => {
  it('cuts the text into paragraphs at blank lines, and each [n] into a citation', () => {
    expect(answerParagraphs('We train your teams [1].\n\nIn four weeks [2] [1]', 2)).toEqual([
      [
        { kind: 'text', text: 'We train your teams ' },
        { kind: 'citation', number: 1 },
        { kind: 'text', text: '.' },
      ],
      [
        { kind: 'text', text: 'In four weeks ' },
        { kind: 'citation', number: 2 },
        { kind: 'text', text: ' ' },
        { kind: 'citation', number: 1 },
      ],
    ]);
  });

  it('leaves as text a marker for a page the answer does not cite', () => {
    expect(answerParagraphs('See [3] and [0] or [12]', 2)).toEqual([
      [{ kind: 'text', text: 'See [3] and [0] or [12]' }],
    ]);
  });

  it('keeps single line breaks inside a paragraph and drops empty paragraphs', () => {
    expect(answerParagraphs('\n\nOne\ntwo [1]\n\n  \n\n', 1)).toEqual([
      [
        { kind: 'text', text: 'One\ntwo ' },
        { kind: 'citation', number: 1 },
      ],
    ]);
  });

  it('shows markup as the text it is', () => {
    const text = '<img src=x onerror=alert(1)> **bold** [link](https://evil.example)';
    expect(answerParagraphs(text, 1)).toEqual([[{ kind: 'text', text }]]);
  });
});

describe('spokenAnswer', () => {
  it('drops the markers and joins the paragraphs', () => {
    expect(spokenAnswer('We train your teams [1].\n\nIn four weeks [2]')).toBe(
      'We train your teams. In four weeks',
    );
  });
});

describe('isSitePath', () => {
  it('accepts only this site’s paths', () => {
    expect(isSitePath('/fr/ai-solutions/strategy')).toBe(true);
    expect(isSitePath('/en/faq#how-long')).toBe(true);
    for (const url of [
      'https://evil.example/fr',
      '//evil.example/fr',
      '/\\evil.example',
      'javascript:alert(1)',
      'fr/faq',
      '',
    ]) {
      expect(isSitePath(url), url).toBe(false);
    }
  });
});

describe('failureOf', () => {
  it('tells a refused request, a failed server and a lost connection apart', () => {
    expect(failureOf(Object.assign(new Error('Bad request'), { statusCode: 400 }))).toBe('invalid');
    expect(failureOf(Object.assign(new Error('Oops'), { statusCode: 503 }))).toBe('server');
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(failureOf(new Error('The answer could not be completed.'))).toBe('server');
    expect(failureOf(undefined)).toBe('server');
  });
});
