import { defineCliConfig } from 'sanity/cli';

const schemaPath = './.sanity/schema.json';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_PROJECT_ID || process.env.SANITY_STUDIO_PROJECT_ID,
    dataset: process.env.SANITY_DATASET || process.env.SANITY_STUDIO_DATASET || 'production',
  },
  schemaExtraction: {
    path: schemaPath,
    // Required fields cannot be published empty, so queries type them as present.
    enforceRequiredFields: true,
  },
  typegen: {
    path: './lib/content/**/*.ts',
    schema: schemaPath,
    // `npm run typegen:check` writes elsewhere and compares with the committed file.
    generates: process.env.SANITY_TYPEGEN_OUTPUT || './sanity.types.ts',
    overloadClientMethods: true,
  },
});
