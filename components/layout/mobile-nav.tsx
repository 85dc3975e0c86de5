'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isActivePath } from '@/lib/i18n/routing';
import { Icon } from '@/components/ui/icons';
import { takeFocusAfterSwitch } from './switch-focus';
import { isNavGroup, type NavItem } from './navigation';

type MobileNavProps = {
  items: NavItem[];
  labels: { open: string; close: string; title: string; navigation: string };
  /** Rendered at the foot of the drawer: the call-to-action and the language switch. */
  footer: ReactNode;
};

// The current section is marked by weight and a bar as well as colour, not by colour alone.
const activeClass =
  'data-[active=true]:border-brand-700 data-[active=true]:font-semibold data-[active=true]:text-brand-700';
const linkClass = `block rounded-md border-l-4 border-transparent px-3 py-2.5 text-base text-ink-700 hover:bg-slate-100 ${activeClass}`;

const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The drawer is a native modal <dialog>: the browser makes the rest of the page inert, closes it
 * on Escape and puts it above everything, so no dialog library has to ship with every page.
 */
export function MobileNav({ items, labels, footer }: MobileNavProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const dialogId = useId();

  const close = () => setOpen(false);
  const toggle = (path: string) => setExpanded((current) => (current === path ? null : path));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

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
        onClick={() => setOpen(true)}
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-slate-100 noscript:hidden md:hidden"
      >
        <Icon name="menu" className="size-6" />
      </button>
      {/* Without JavaScript the drawer cannot open: the menu button leads to the footer's links. */}
      <a
        href="#footer-navigation"
        aria-label={labels.open}
        className="hidden size-11 items-center justify-center rounded-md text-ink-900 hover:bg-slate-100 noscript:max-md:inline-flex"
      >
        <Icon name="menu" className="size-6" />
      </a>
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={open ? titleId : undefined}
        onClose={() => {
          setOpen(false);
          trigger.current?.focus();
        }}
        onKeyDown={keepFocusInside}
        className="fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-[min(20rem,90vw)] max-w-none flex-col overflow-y-auto bg-white p-0 shadow-xl backdrop:bg-ink-900/40 open:flex md:hidden"
      >
        {/* Closed, the drawer holds nothing: the page has one main navigation, the header's. */}
        {open ? (
          <>
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <h2 id={titleId} className="text-base font-semibold text-ink-900">
                {labels.title}
              </h2>
              <button
                type="button"
                onClick={close}
                aria-label={labels.close}
                className="inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-slate-100"
              >
                <Icon name="close" className="size-6" />
              </button>
            </div>
            <nav aria-label={labels.navigation} className="flex-1 px-2 py-3">
              <ul className="flex flex-col gap-1">
                {items.map((item) => {
                  if (!isNavGroup(item)) {
                    return (
                      <li key={item.path}>
                        <Link
                          href={item.href}
                          onClick={close}
                          className={linkClass}
                          data-active={isActivePath(pathname, item.path)}
                          aria-current={pathname === item.href ? 'page' : undefined}
                        >
                          {item.label}
                        </Link>
                      </li>
                    );
                  }
                  const isExpanded = expanded === item.path;
                  const panelId = `mobile-nav-${item.path.slice(1)}`;
                  return (
                    <li key={item.path}>
                      <button
                        type="button"
                        aria-expanded={isExpanded}
                        aria-controls={panelId}
                        onClick={() => toggle(item.path)}
                        data-active={isActivePath(pathname, item.path)}
                        className={`flex w-full items-center justify-between rounded-md border-l-4 border-transparent px-3 py-2.5 text-left text-base font-medium text-ink-900 hover:bg-slate-100 ${activeClass}`}
                      >
                        {item.label}
                        <Icon
                          name="chevron-down"
                          className={`size-5 transition-transform motion-reduce:transition-none ${isExpanded ? 'rotate-180' : ''}`}
                        />
                      </button>
                      <ul
                        id={panelId}
                        hidden={!isExpanded}
                        className="ml-3 border-l border-slate-200 pl-2"
                      >
                        {[{ ...item, label: item.overviewLabel }, ...item.children].map((child) => (
                          <li key={child.path}>
                            <Link
                              href={child.href}
                              onClick={close}
                              className={linkClass}
                              data-active={pathname === child.href}
                              aria-current={pathname === child.href ? 'page' : undefined}
                            >
                              {child.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="flex flex-col gap-3 border-t border-slate-200 p-4">{footer}</div>
          </>
        ) : null}
      </dialog>
    </>
  );
}
