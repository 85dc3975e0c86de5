const importCommand = 'npx sanity dataset import studio/seed/production.ndjson production';

/**
 * Shown at /studio when no Sanity project is configured. It is for developers, so it is plain HTML
 * in English and loads none of the Studio.
 */
export function StudioSetup() {
  return (
    <main
      style={{
        maxWidth: '42rem',
        margin: '4rem auto',
        padding: '0 1.5rem',
        fontFamily: 'system-ui, sans-serif',
        lineHeight: 1.6,
      }}
    >
      <h1>Connect a Sanity project to use the Studio</h1>
      <p>
        No Sanity project is configured, so the site reads its content from the local dataset,{' '}
        <code>studio/seed/production.ndjson</code>. To edit content here:
      </p>
      <ol>
        <li>
          Create a project at sanity.io/manage, or with <code>npx sanity init</code>, and log in
          with <code>npx sanity login</code>.
        </li>
        <li>
          Set <code>SANITY_PROJECT_ID</code> and <code>SANITY_DATASET</code> (default{' '}
          <code>production</code>) in the environment. Add <code>SANITY_API_READ_TOKEN</code> if the
          dataset is private.
        </li>
        <li>
          Import the seed content, with <code>SANITY_PROJECT_ID</code> set in your shell:{' '}
          <code>{importCommand}</code> (add <code>--replace</code> to import it again).
        </li>
        <li>
          In the project&apos;s API settings, add this site&apos;s address as a CORS origin that
          allows credentials.
        </li>
        <li>Rebuild or restart the site, then reload this page.</li>
      </ol>
    </main>
  );
}
