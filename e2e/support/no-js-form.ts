import type { APIRequestContext } from '@playwright/test';

/** Text as React escapes it in HTML. */
export function decodeHtml(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The hidden fields React renders into a form whose action works without JavaScript (the server
 * action's reference and bound state), as a browser posts them back.
 */
export async function actionFields(
  request: APIRequestContext,
  path: string,
): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  const fields: Record<string, string> = {};
  for (const input of form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (name?.startsWith('$ACTION')) fields[name] = decodeHtml(value);
  }
  if (Object.keys(fields).length === 0) throw new Error(`No server action form on ${path}`);
  return fields;
}

/** What a page the server rendered after a post shows the visitor, read from its elements. */
export function renderedForm(html: string) {
  const fieldErrors = [...html.matchAll(/<p id="([\w-]+)-error"[^>]*>([^<]*)<\/p>/g)].map(
    ([, id, text]) => ({ id, text: decodeHtml(text ?? '') }),
  );
  const successTitle = /<div role="status"[^>]*>\s*<h2[^>]*>([^<]*)<\/h2>/.exec(html)?.[1];
  const alerts = [...html.matchAll(/<p role="alert"[^>]*>([^<]*)<\/p>/g)].map(([, text]) =>
    decodeHtml(text ?? ''),
  );
  const submissionId = /<input type="hidden" name="submissionId" value="([^"]*)"/.exec(html)?.[1];
  return {
    fieldErrors,
    successTitle: successTitle === undefined ? undefined : decodeHtml(successTitle),
    alerts,
    submissionId,
  };
}
