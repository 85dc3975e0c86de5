import { beforeEach, describe, expect, it } from 'vitest';
import { rememberSwitch, takeFocusAfterSwitch } from '@/components/layout/switch-focus';

describe('focus after a language switch', () => {
  beforeEach(() => rememberSwitch(null));

  it('goes to the switcher that was used, once the page is in the new language', () => {
    rememberSwitch({ placement: 'footer', locale: 'en' });
    // Every switcher of the new page asks; only the one that was used gets it.
    expect(takeFocusAfterSwitch('header', '/en/faq')).toBe(false);
    expect(takeFocusAfterSwitch('drawer', '/en/faq')).toBe(false);
    expect(takeFocusAfterSwitch('footer', '/en/faq')).toBe(true);
  });

  it('is given once per switch', () => {
    rememberSwitch({ placement: 'header', locale: 'fr' });
    expect(takeFocusAfterSwitch('header', '/fr')).toBe(true);
    expect(takeFocusAfterSwitch('header', '/fr')).toBe(false);
  });

  it('is forgotten when another navigation overtakes the switch', () => {
    rememberSwitch({ placement: 'footer', locale: 'en' });
    // A French link clicked before the English page arrived: the page stays French.
    expect(takeFocusAfterSwitch('footer', '/fr/contact')).toBe(false);
    // A later visit to an English page is not taken for the old switch.
    expect(takeFocusAfterSwitch('footer', '/en/contact')).toBe(false);
  });

  it('is not asked for by a click that stays on the page', () => {
    rememberSwitch({ placement: 'drawer', locale: 'fr' });
    rememberSwitch(null);
    expect(takeFocusAfterSwitch('drawer', '/fr')).toBe(false);
  });
});
