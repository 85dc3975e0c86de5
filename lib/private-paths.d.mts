export const privatePathSegments: readonly [
  'results',
  'assistant',
  'confirm',
  'unsubscribe',
  'brief',
];
export function isPrivatePath(pathname: string): boolean;
export const privatePathSource: string;
