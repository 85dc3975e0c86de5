/** Where this server stores leads: Supabase, or the embedded database in a directory. */
export type LeadStoreChoice =
  | { kind: 'supabase'; url: string; anonKey: string }
  | { kind: 'embedded'; dataDir: string; explicit: boolean };

/** Where this server's e-mail goes: an SMTP server, a folder of .eml files, or nowhere. */
export type MailChoice =
  | { kind: 'smtp'; url: string; from: string }
  | { kind: 'folder'; dir: string; from: string }
  | { kind: 'off' };
