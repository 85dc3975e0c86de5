/**
 * What every production server the tests start is given besides its stores: secrets no guess
 * finds (lib/secret-strength), and the processors the privacy policy names, as the build under
 * test uses them (hosting, the booking service, Google Analytics). Test values, printed here for
 * anyone to read: never a real server's.
 */
export const E2E_PRODUCTION_SETTINGS = {
  RESULTS_LINK_SECRET: 'H+UnhdHpizxK43pQwRV4hfMD9VmZFlcsjRMltJZNuMI=',
  VISITOR_KEY_SECRET: 'KhLLRAbFes7ja8Ot+OCKMIXnwUHjXhwX7iHJ5rqL8aY=',
  /** Opens the outbox's cron route and the details of /api/health to the tests. */
  CRON_SECRET: 'sgVAXeFRM82SJHlbs6VuJSzVCelQhCx3PtRw8uyNvjk=',
  PROCESSOR_HOSTING: 'Example Hosting Inc.; US, DE; dpf',
  PROCESSOR_BOOKING: 'Calendly LLC; US; dpf; calendly.com',
  PROCESSOR_ANALYTICS: 'Google Ireland Ltd (Google Analytics); IE, US; dpf',
} as const;
