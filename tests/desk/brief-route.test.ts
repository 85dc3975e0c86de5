import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Brief } from '@/lib/desk/brief';
import { pdfText } from '../assessment/pdf-text';

const loadBriefPage = vi.fn<(token: string, locale: string) => Promise<Brief | null>>();
vi.mock('@/lib/desk/brief-page', () => ({ loadBriefPage }));

const { GET } = await import('@/app/[locale]/brief/[token]/pdf/route');

const brief: Brief = {
  locale: 'en',
  title: 'Pre-call brief: Jane Doe, Acme Freight',
  intro: 'What the site knows of this lead.',
  download: 'Download the brief (PDF)',
  fileName: 'brief-acme-freight-2026-12-07.pdf',
  sections: [
    { key: 'who', heading: 'Who', blocks: [{ kind: 'note', text: 'No earlier contact.' }] },
  ],
};

const get = (locale: string, token: string) =>
  GET(new Request(`http://localhost/${locale}/brief/${token}/pdf`), {
    params: Promise.resolve({ locale, token }),
  });

describe('the brief’s PDF route', () => {
  beforeEach(() => loadBriefPage.mockReset());

  it('answers the brief as an attachment no cache keeps', async () => {
    loadBriefPage.mockResolvedValue(brief);
    const response = await get('fr', 'r0123.token');
    expect(loadBriefPage).toHaveBeenCalledWith('r0123.token', 'fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="brief-acme-freight-2026-12-07.pdf"',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('No earlier contact.');
  });

  it('is a 404 for a brief the page would not show, and for a language the site lacks', async () => {
    loadBriefPage.mockResolvedValue(null);
    const response = await get('en', 'forged');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    loadBriefPage.mockResolvedValue(brief);
    expect((await get('de', 'r0123.token')).status).toBe(404);
    expect(loadBriefPage).toHaveBeenCalledTimes(1);
  });
});
