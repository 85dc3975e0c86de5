'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Glyph } from '@/components/ui/glyph';
import { takeFocusAfterSwitch } from './switch-focus';
import type { NavItem } from './nav-item';

type Drawer = typeof import('./mobile-nav-drawer').default;

type MobileNavProps = {
  items: NavItem[];
  labels: { open: string; close: string; title: string; navigation: string };
  /** Rendered at the foot of the drawer: the call-to-action and the language switch. */
  footer: ReactNode;
};

const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The site's sections on a phone, in a drawer that opens from the right. */
export function MobileNav({ items, labels, footer }: MobileNavProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  // The drawer's contents come with the first tap on the menu button: most visits never open it.
  const [Drawer, setDrawer] = useState<Drawer | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const dialogId = useId();

  const close = () => setOpen(false);
  const openDrawer = () => {
    if (Drawer) return setOpen(true);
    void import('./mobile-nav-drawer').then(
      (module) => {
        setDrawer(() => module.default);
        setOpen(true);
      },
      // A connection lost on the way: to the footer's links, as the button does without JavaScript.
      () => {
        window.location.hash = 'footer-navigation';
      },
    );
  };
  const toggle = (path: string) => setExpanded((current) => (current === path ? null : path));

  // A language chosen in the drawer renders the page anew, drawer closed: focus goes back to the
  // button that opened it.
  useEffect(() => {
    if (takeFocusAfterSwitch('drawer', pathname)) trigger.current?.focus();
  }, [pathname]);

  // Past the breakpoint the drawer is hidden by CSS, but an open modal would still make the page
  // inert: a rotated tablet must not be left with a dead page.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia('(min-width: 768px)');
    const closeWhenWide = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [open]);

  // Tab cycles inside the drawer instead of leaving for the browser's own controls.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const targets = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
      (element) => element.offsetParent !== null,
    );
    const first = targets[0];
    const last = targets.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={openDrawer}
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-slate-100 noscript:hidden md:hidden"
      >
        <Glyph name="menu" className="size-6" />
      </button>
      {/* Without JavaScript the drawer cannot open: the menu button leads to the footer's links. */}
      <a
        href="#footer-navigation"
        aria-label={labels.open}
        className="hidden size-11 items-center justify-center rounded-md text-ink-900 hover:bg-slate-100 noscript:max-md:inline-flex"
      >
        <Glyph name="menu" className="size-6" />
      </a>
      {/* `open` turns true once the drawer's code has arrived, so the focus finds its first control. */}
      <Dialog
        open={open}
        onClose={close}
        opener={trigger}
        placement="right"
        id={dialogId}
        aria-labelledby={open ? titleId : undefined}
        onKeyDown={keepFocusInside}
        className="w-[min(20rem,90vw)] overflow-y-auto md:hidden"
      >
        {/* Closed, the drawer holds nothing: the page has one main navigation, the header's. */}
        {open && Drawer ? (
          <Drawer
            titleId={titleId}
            items={items}
            labels={labels}
            footer={footer}
            pathname={pathname}
            expanded={expanded}
            onToggle={toggle}
            onClose={close}
          />
        ) : null}
      </Dialog>
    </>
  );
}
