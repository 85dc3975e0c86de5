import { createHmac } from 'node:crypto';

/** The signing key of the tests' Calendly subscription. */
export const SIGNING_KEY = 'kq3Vx9-calendly-signing-key-of-the-tests-7Tb2';

/** A signature header as Calendly makes it: HMAC-SHA256, in hex, of "<t>.<body>" under the key. */
export function calendlySignature(body: string, key: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`;
}

type Invitee = {
  email: string;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  uri: string;
  start_time: string;
};

/**
 * An `invitee.created` event shaped as Calendly sends it: the envelope (event, created_at,
 * created_by) around the invitee, which carries its scheduled event.
 */
export function inviteeCreated(overrides: Partial<Invitee> = {}, event = 'invitee.created') {
  const invitee: Invitee = {
    email: 'ada.lovelace@example.com',
    name: 'Ada Lovelace',
    first_name: null,
    last_name: null,
    uri: 'https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2/invitees/AHT4VZ5PQYFOSTFB',
    start_time: '2026-12-08T09:30:00.000000Z',
    ...overrides,
  };
  const { start_time, ...person } = invitee;
  return {
    created_at: '2026-12-01T10:15:56.000000Z',
    created_by: 'https://api.calendly.com/users/AAAAAAAAAAAAAAAA',
    event,
    payload: {
      ...person,
      cancel_url: 'https://calendly.com/cancellations/AHT4VZ5PQYFOSTFB',
      reschedule_url: 'https://calendly.com/reschedulings/AHT4VZ5PQYFOSTFB',
      rescheduled: false,
      status: event === 'invitee.canceled' ? 'canceled' : 'active',
      timezone: 'Europe/Paris',
      questions_and_answers: [],
      tracking: { utm_campaign: null, utm_source: null, utm_medium: null },
      scheduled_event: {
        uri: 'https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2',
        name: '30 Minute Meeting',
        status: 'active',
        start_time,
        end_time: '2026-12-08T10:00:00.000000Z',
        event_type: 'https://api.calendly.com/event_types/GBGBDCAADAEDCRZ2',
      },
    },
  };
}
