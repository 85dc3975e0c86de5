const importCommand = 'npx sanity dataset import studio/seed/production.ndjson production';

/**
 * Shown at /studio when no Sanity project is configured. It is for developers, so it stays plain
 * HTML in English and loads none of the Studio.
 */
export function StudioSetup() {
  return (
    <main
      style={{
        maxWidth: '40rem',
        margin: '4rem auto',
        padding: '0 1.5rem',
        fontFamily: 'system-ui, sans-serif',
        lineHeight: 1.6,
      }}
    >
      <h1>Connect a Sanity project to use the Studio</h1>
      <p>
        The site is reading its content from the local dataset,{' '}
        <code>studio/seed/production.ndjson</code>. To edit content here, connect a Sanity project:
      </p>
      <ol>
        <li>
          Create a project at sanity.io/manage (or with <code>npx sanity init</code>) and log in
          with <code>npx sanity login</code>.
        </li>
        <li>
          Set <code>SANITY_PROJECT_ID</code> and <code>SANITY_DATASET</code> (default{' '}
          <code>production</code>) in <code>.env.local</code>. Add{' '}
          <code>SANITY_API_READ_TOKEN</code> if the dataset is private.
        </li>
        <li>
          Import the seed content: <code>{importCommand}</code>
        </li>
        <li>
          Add this site&apos;s URL as a CORS origin with credentials in the project&apos;s API
          settings.
        </li>
        <li>Restart the server or rebuild the site, then reload this page.</li>
      </ol>
    </main>
  );
}
