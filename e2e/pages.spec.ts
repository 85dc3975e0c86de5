import { expect, test } from './support/fixtures';

// That every page answers 200 in both languages with its own heading is checked as each is opened
// for its accessibility (accessibility.spec.ts).

test('an unknown story or service answers 404', async ({ request }) => {
  expect((await request.get('/en/use-cases/no-such-story')).status()).toBe(404);
  expect((await request.get('/fr/ai-solutions/no-such-service')).status()).toBe(404);
});
