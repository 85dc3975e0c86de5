import type { ReportFonts } from './build-report';

// Geist (SIL Open Font License 1.1, which allows embedding) covers Latin with its extensions and
// Cyrillic, so names like Łukasz Żółć or Дмитрий print as typed. The bundler copies the files
// to static assets; they are fetched only when a visitor asks for the report.
const FONT_FILES = {
  regular: new URL(
    '../../../node_modules/geist/dist/fonts/geist-sans/Geist-Regular.ttf',
    import.meta.url,
  ),
  bold: new URL(
    '../../../node_modules/geist/dist/fonts/geist-sans/Geist-Bold.ttf',
    import.meta.url,
  ),
};

async function fetchFont(url: URL): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The report font answered ${response.status}`);
  return response.arrayBuffer();
}

export async function loadReportFonts(): Promise<ReportFonts> {
  const [regular, bold] = await Promise.all([
    fetchFont(FONT_FILES.regular),
    fetchFont(FONT_FILES.bold),
  ]);
  return { regular, bold };
}
