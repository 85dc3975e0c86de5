'use client';

import { usePathname } from 'next/navigation';
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { Link } from '@/components/ui/link';
import { isActivePath } from '@/lib/i18n/routing';
import { cn } from '@/lib/cn';
import type { DesktopNavProps } from './desktop-nav';
import { desktopItemClass } from './desktop-nav-styles';
import { isNavGroup } from './nav-item';

// The breakpoint below which the header shows the drawer instead (Tailwind's `md`).
const WIDE_SCREEN = '(min-width: 768px)';
const FOCUSABLE = 'a[href], button';

/**
 * The header's menu, with its dropdowns' code (Radix NavigationMenu) downloaded only where the
 * menu shows: on a wide screen, as soon as the page runs, or when a narrow window widens. A phone
 * never needs it and never downloads it.
 *
 * Until the code arrives, and in a browser without JavaScript, the same bar is drawn with each
 * dropdown's trigger as a link to its section's overview page, so every entry already leads
 * somewhere. When the menu takes over, an entry that had the keyboard focus keeps it.
 */
export function DesktopNavLoader(props: DesktopNavProps) {
  const [Menu, setMenu] = useState<ComponentType<DesktopNavProps> | null>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const focusedEntry = useRef(-1);

  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    let active = true;
    const load = () => {
      if (!wide.matches) return;
      wide.removeEventListener('change', load);
      void import('./desktop-nav').then(({ DesktopNav }) => {
        if (!active) return;
        const entries = [...(barRef.current?.querySelectorAll(FOCUSABLE) ?? [])];
        focusedEntry.current = entries.findIndex((entry) => entry === document.activeElement);
        setMenu(() => DesktopNav);
      });
    };
    // Once loaded, the menu stays: narrowing the window again only hides it.
    if (wide.matches) load();
    else wide.addEventListener('change', load);
    return () => {
      active = false;
      wide.removeEventListener('change', load);
    };
  }, []);

  useLayoutEffect(() => {
    if (!Menu || focusedEntry.current < 0) return;
    barRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusedEntry.current]?.focus();
    focusedEntry.current = -1;
  }, [Menu]);

  return (
    <div ref={barRef} className="contents">
      {Menu ? <Menu {...props} /> : <DesktopNavBar {...props} />}
    </div>
  );
}

/** The menu's bar as plain links, drawn exactly where and as the menu draws it. */
function DesktopNavBar({ items, label }: DesktopNavProps) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="relative hidden md:block">
      <ul className="flex items-center lg:gap-1">
        {items.map((item) => {
          const active = isActivePath(pathname, item.path);
          const isGroup = isNavGroup(item);
          return (
            <li key={item.path}>
              <Link
                href={item.href}
                className={cn(desktopItemClass, isGroup && 'group')}
                data-active={active}
                aria-current={pathname === item.href ? 'page' : undefined}
              >
                {item.label}
                {isGroup && <Glyph name="chevron-down" className="size-4" />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
