'use client';

import type { ReactNode } from 'react';
import { DialogClose } from '@/components/ui/dialog';
import { Glyph } from '@/components/ui/glyph';
import { Link } from '@/components/ui/link';
import { isActivePath } from '@/lib/i18n/routing';
import { isNavGroup, type NavItem } from './nav-item';

// The current section is marked by weight and a bar as well as colour, not by colour alone.
const activeClass =
  'data-[active=true]:border-brand-700 data-[active=true]:font-semibold data-[active=true]:text-brand-700';
const linkClass = `block rounded-md border-l-4 border-transparent px-3 py-2.5 text-base text-ink-700 hover:bg-slate-100 ${activeClass}`;

type MobileNavDrawerProps = {
  titleId: string;
  items: NavItem[];
  labels: { close: string; title: string; navigation: string };
  footer: ReactNode;
  pathname: string;
  expanded: string | null;
  onToggle: (path: string) => void;
  onClose: () => void;
};

/** What the open drawer holds: its title, the site's sections and the drawer's footer. */
export default function MobileNavDrawer({
  titleId,
  items,
  labels,
  footer,
  pathname,
  expanded,
  onToggle,
  onClose,
}: MobileNavDrawerProps) {
  return (
    <>
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-base font-semibold text-ink-900">
          {labels.title}
        </h2>
        <DialogClose label={labels.close} />
      </div>
      <nav aria-label={labels.navigation} className="flex-1 px-2 py-3">
        <ul className="flex flex-col gap-1">
          {items.map((item) => {
            if (!isNavGroup(item)) {
              return (
                <li key={item.path}>
                  <Link
                    href={item.href}
                    onClick={onClose}
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
                  onClick={() => onToggle(item.path)}
                  data-active={isActivePath(pathname, item.path)}
                  className={`flex w-full items-center justify-between rounded-md border-l-4 border-transparent px-3 py-2.5 text-left text-base font-medium text-ink-900 hover:bg-slate-100 ${activeClass}`}
                >
                  {item.label}
                  <Glyph
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
                        onClick={onClose}
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
  );
}
