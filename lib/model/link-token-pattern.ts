/**
 * What a private link's token looks like: 32 characters of base64url (lib/database/link-token.ts
 * makes them). Anything else is no link of ours. Here, apart from the tokens' making, so that the
 * browser can check one without bundling a cryptography library.
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
