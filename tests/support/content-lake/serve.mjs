// The Content Lake emulator as a process of its own, for a server under test (Playwright's
// webServer) to read from:
//
//   node tests/support/content-lake/serve.mjs --port 4010 --dataset studio/seed/production.ndjson
//
// Options: --port (default 4010; 0 for a free one), --host (127.0.0.1), --dataset (an NDJSON
// export, default studio/seed/production.ndjson), --project-id (emulator), --dataset-name
// (production), --asset-urls (seed-images, cdn or emulator), --token (makes the dataset private).
// Point the site at it with SANITY_PROJECT_ID=<project-id> SANITY_DATASET=<dataset-name>
// SANITY_API_HOST=<printed URL>. It prints one line, `Content Lake emulator listening on <URL> …`,
// once it answers, and stops on SIGINT or SIGTERM. Tests change its documents through the
// mutate API (@sanity/client's create, createOrReplace, patch, delete) and read its request log at
// GET <URL>/__emulator/requests (?since=<n> for the entries from the n-th on); POST
// <URL>/__emulator/reset restores the dataset; POST <URL>/__emulator/outage with {"down": true}
// plays a dead Content Lake (every other request's connection is cut) until {"down": false}.
import { parseArgs } from 'node:util';
// The emulator is TypeScript that imports the app's modules: run it as the scripts do.
import '../../../scripts/app-modules.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    dataset: { type: 'string', default: 'studio/seed/production.ndjson' },
    'project-id': { type: 'string', default: 'emulator' },
    'dataset-name': { type: 'string', default: 'production' },
    'asset-urls': { type: 'string', default: 'seed-images' },
    token: { type: 'string' },
  },
});

const assetUrls = values['asset-urls'];
if (!['seed-images', 'cdn', 'emulator'].includes(assetUrls)) {
  console.error(`--asset-urls must be seed-images, cdn or emulator, not ${assetUrls}`);
  process.exit(2);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not ${values.port}`);
  process.exit(2);
}

const { startContentLake } = await import('./index.ts');
const lake = await startContentLake({
  dataset: values.dataset,
  projectId: values['project-id'],
  datasetName: values['dataset-name'],
  assetUrls,
  token: values.token,
  port,
  host: values.host,
});
console.log(
  `Content Lake emulator listening on ${lake.url} (project ${lake.projectId}, dataset ${lake.datasetName}, ${lake.documents.all().length} documents)`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    lake.stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
