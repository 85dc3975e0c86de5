import { buildAssessmentReport, type ReportInput } from './build-report';
import { loadReportFonts } from './report-fonts';

/**
 * The report with its fonts, for the Download button. Imported on the first click only, so the
 * PDF library, the font engine and the font files stay out of the page load.
 */
export async function createAssessmentReport(
  input: Omit<ReportInput, 'fonts'>,
): Promise<Uint8Array> {
  return buildAssessmentReport({ ...input, fonts: await loadReportFonts() });
}
