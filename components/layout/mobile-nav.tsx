'use client';

import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { isActivePath } from '@/lib/i18n/routing';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { isNavGroup, type NavItem } from './navigation';

type MobileNavProps = {
  items: NavItem[];
  labels: { open: string; close: string; title: string; navigation: string };
  /** Rendered at the foot of the drawer: the call-to-action and the language switch. */
  footer: ReactNode;
};

const linkClass =
  'block rounded-md px-3 py-2.5 text-base text-ink-700 hover:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700';

export function MobileNav({ items, labels, footer }: MobileNavProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);

  const close = () => setOpen(false);
  const toggle = (path: string) => setExpanded((current) => (current === path ? null : path));

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-slate-100 md:hidden"
        aria-label={labels.open}
      >
        <MenuIcon className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-900/40 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,90vw)] flex-col overflow-y-auto bg-white shadow-xl md:hidden"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-base font-semibold text-ink-900">
              {labels.title}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-slate-100"
              aria-label={labels.close}
            >
              <CloseIcon className="size-6" />
            </Dialog.Close>
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
                      className="flex w-full items-center justify-between rounded-md px-3 py-2.5 text-left text-base font-medium text-ink-900 hover:bg-slate-100"
                    >
                      {item.label}
                      <ChevronDownIcon
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
