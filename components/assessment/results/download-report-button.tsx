'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { buttonClass } from '@/components/ui/button-styles';
import { Glyph } from '@/components/ui/glyph';
import { cn } from '@/lib/cn';
import type { ReportSource } from '@/lib/assessment/report/build-report';

function saveFile(bytes: Uint8Array<ArrayBuffer>, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the time the click returns; the address can go a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Builds the PDF in the browser from the visitor's own stored result. The PDF library and its fonts
 * are loaded on the first click, so they stay out of the page's initial load.
 */
export function DownloadReportButton(source: ReportSource) {
  const { result } = source;
  const t = useTranslations('results');
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      const { createAssessmentReport } = await import('@/lib/assessment/report/create-report');
      const bytes = await createAssessmentReport({ ...source, t: (key, values) => t(key, values) });
      saveFile(
        new Uint8Array(bytes),
        `${t('report.fileName')}-${result.completedAt.slice(0, 10)}.pdf`,
      );
      toast.success(t('report.downloaded'), { description: t('report.downloadedDescription') });
    } catch (error) {
      // A chunk or font that fails to load, or a PDF that cannot be built. Only the error's kind
      // is logged: a message could quote the visitor's name or company.
      console.error('[report] the PDF could not be created', {
        error: error instanceof Error ? error.name : 'unknown',
      });
      toast.error(t('report.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={download}
      // Not `disabled`: a disabled button drops the keyboard focus to the page.
      aria-disabled={busy || undefined}
      aria-busy={busy}
      className={cn(buttonClass('secondary'), 'aria-disabled:cursor-wait aria-disabled:opacity-70')}
    >
      <Glyph name="download" className="size-4" />
      {busy ? t('report.preparing') : t('report.button')}
    </button>
  );
}
