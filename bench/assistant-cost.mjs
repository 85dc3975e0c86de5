// What one question to the assistant costs the server, by its shape: the questions visitors write
// beside questions crafted to make the search work hardest, each searched over the seed's pages
// as a request searches them. See bench/README.md.
//
//   node bench/assistant-cost.mjs [--against ../another-checkout]
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ROOT } from './support/paths.mjs';

const ROUNDS = 7;
const { values } = parseArgs({ options: { against: { type: 'string' } } });

/** The retrieval and the seed's passages of one checkout, imported through its own hooks. */
async function checkoutAt(root, name) {
  const load = (file) => import(pathToFileURL(path.join(root, file)).href);
  await load('scripts/app-modules.mjs');
  const { queryLocalDataset } = await load('lib/content/local-dataset.ts');
  const { ASSISTANT_CORPUS_QUERY } = await load('lib/content/queries.ts');
  const { passagesOf } = await load('lib/assistant/corpus.ts');
  const { retrieve } = await load('lib/assistant/retrieval.ts');
  const documents = await queryLocalDataset(ASSISTANT_CORPUS_QUERY);
  return {
    name,
    passages: { en: passagesOf(documents, 'en'), fr: passagesOf(documents, 'fr') },
    retrieve,
  };
}

const checkouts = [await checkoutAt(ROOT, 'this checkout')];
if (values.against) {
  const against = path.resolve(values.against);
  checkouts.unshift(await checkoutAt(against, path.basename(against)));
}
const { evalQuestions } = await import(
  pathToFileURL(path.join(ROOT, 'lib/assistant/eval/evaluate.ts')).href
);

/** A made-up word of `length` letters no page holds, the same on every run. */
function madeUp(seed, length) {
  let state = seed * 7919 + 17;
  return Array.from({ length }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return String.fromCharCode(97 + (state % 26));
  }).join('');
}

// Words of the pages with a letter left out: each one a slip the search corrects.
const slips = [
  ...new Set(
    checkouts[0].passages.en.flatMap(({ text }) => text.toLowerCase().match(/\p{L}{9,}/gu) ?? []),
  ),
]
  .slice(0, 50)
  .map((word) => word.slice(0, 3) + word.slice(4));

// The crafted shapes at the panel's limit of 500 characters, each asked as often as the typical
// questions are, so that every figure is a mean of as many questions.
const typical = evalQuestions.en
  .filter(({ set }) => set === 'tuning')
  .map(({ question }) => question);
const crafted = {
  '250 one-letter lines': 'a\n'.repeat(250),
  '50 lines of unknown long words': Array.from({ length: 50 }, (_, i) => madeUp(i, 9)).join('\n'),
  '166 two-letter words': Array.from({ length: 166 }, (_, i) => madeUp(i, 2)).join(' '),
  '50 lines of mistyped page words': slips.join('\n'),
};
const shapes = [
  { name: 'typical (the tuning questions)', questions: typical },
  ...Object.entries(crafted).map(([name, question]) => ({
    name,
    questions: typical.map(() => question.slice(0, 500)),
  })),
];

/** The mean time, in ms, of one of `questions` on `checkout`. */
function timeOf(checkout, questions) {
  const started = performance.now();
  for (const question of questions) {
    // A fresh array per question, as each request reads the corpus afresh.
    checkout.retrieve([...checkout.passages.en], 'en', question);
  }
  return (performance.now() - started) / questions.length;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Warm up each checkout's index and code paths, then take turns so that load weighs on all alike.
for (const checkout of checkouts) for (const { questions } of shapes) timeOf(checkout, questions);
const times = new Map(checkouts.map((checkout) => [checkout, shapes.map(() => [])]));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const checkout of checkouts) {
    shapes.forEach(({ questions }, index) =>
      times.get(checkout)[index].push(timeOf(checkout, questions)),
    );
  }
}

const header = ['question', ...checkouts.map(({ name }) => `${name} (ms)`)];
const rows = shapes.map(({ name }, index) => [
  name,
  ...checkouts.map((checkout) => median(times.get(checkout)[index]).toFixed(2)),
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column].length)),
);
const line = (cells) =>
  cells
    .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column])))
    .join('  ');
console.log(`Median time of one question, over ${ROUNDS} rounds (load ${loadavg()[0].toFixed(2)})`);
console.log(line(header));
for (const row of rows) console.log(line(row));
