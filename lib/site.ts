/** Site-wide settings until they are read from the content source. */
export const siteDefaults = {
  schedulingUrl: 'https://calendly.com/lumen-ai/30min',
  contactEmail: 'hello@lumen-ai.example',
} as const;
