import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let fetch: ReturnType<typeof vi.fn>;

/** The module as a fresh page load finds it. */
function pageLoad() {
  vi.resetModules();
  return import('@/lib/funnel/count-step');
}

beforeEach(() => {
  fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('counting a step from the browser', () => {
  it('sends the form, the language and the step, without cookies, referrer or preflight', async () => {
    const { countStep } = await pageLoad();
    countStep('assessment', 'fr', 'question-7');
    expect(fetch.mock.calls).toEqual([
      [
        '/api/funnel',
        {
          method: 'POST',
          body: '{"form":"assessment","locale":"fr","step":"question-7"}',
          keepalive: true,
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
          headers: { 'content-type': 'text/plain' },
        },
      ],
    ]);
  });

  it('sends each step once per page load, and again after the next load', async () => {
    let { countStep } = await pageLoad();
    countStep('contact', 'en', 'viewed');
    countStep('contact', 'en', 'viewed');
    countStep('contact', 'en', 'submitted');
    countStep('assessmentLead', 'en', 'viewed');
    expect(fetch).toHaveBeenCalledTimes(3);

    ({ countStep } = await pageLoad());
    countStep('contact', 'en', 'viewed');
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('lets a failed count go unseen', async () => {
    fetch.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { countStep } = await pageLoad();
      expect(() => countStep('assessment', 'en', 'started')).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('counts a form viewed when it first shows on screen, and stops watching then', async () => {
    const observers: { callback: IntersectionObserverCallback; disconnect: () => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn();
        observe = vi.fn();
        constructor(public callback: IntersectionObserverCallback) {
          observers.push(this);
        }
      },
    );
    const { countStepWhenSeen } = await pageLoad();
    const stop = countStepWhenSeen({} as Element, 'contact', 'en', 'viewed');
    const [observer] = observers;
    const show = (isIntersecting: boolean) =>
      observer!.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );

    show(false);
    expect(fetch).not.toHaveBeenCalled();
    show(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(observer!.disconnect).toHaveBeenCalledTimes(1);
    // A form that leaves the page stops the watch; one that never rendered starts none.
    stop();
    expect(observer!.disconnect).toHaveBeenCalledTimes(2);
    countStepWhenSeen(null, 'contact', 'en', 'viewed')();
    expect(observers).toHaveLength(1);
  });
});
