// Deliberately empty. Without a file of its own, the build would take the site's
// instrumentation.ts from the workspace root, and the baseline would open the site's lead
// database at start.
export function register() {}
