'use client';

import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { type MouseEvent, useRef } from 'react';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { isActivePath } from '@/lib/i18n/routing';
import { cn } from '@/lib/cn';
import { Glyph } from '@/components/ui/glyph';
import { desktopItemClass as itemClass } from './desktop-nav-styles';
import { isNavGroup, type NavItem } from './nav-item';

export type DesktopNavProps = {
  items: NavItem[];
  label: string;
};

/** The header's menu from the medium breakpoint up; `DesktopNavLoader` loads it on wide screens. */
export function DesktopNav({ items, label }: DesktopNavProps) {
  const pathname = usePathname();
  const toggleOnClick = useClickToggle();

  return (
    <NavigationMenu.Root
      aria-label={label}
      delayDuration={200}
      skipDelayDuration={300}
      onValueChange={toggleOnClick.onValueChange}
      className="relative hidden md:block"
    >
      <NavigationMenu.List className="flex items-center lg:gap-1">
        {items.map((item) => {
          const active = isActivePath(pathname, item.path);
          if (!isNavGroup(item)) {
            return (
              <NavigationMenu.Item key={item.path}>
                <NavigationMenu.Link asChild active={active}>
                  <Link
                    href={item.href}
                    className={itemClass}
                    data-active={active}
                    aria-current={pathname === item.href ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            );
          }
          return (
            <NavigationMenu.Item key={item.path} value={item.path} className="relative">
              <NavigationMenu.Trigger
                className={cn(itemClass, 'group')}
                data-active={active}
                onClick={(event) => toggleOnClick.onTriggerClick(event, item.path)}
              >
                {item.label}
                <Glyph
                  name="chevron-down"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute left-0 top-full z-50 mt-2 w-80 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
                <ul className="flex flex-col">
                  {[{ ...item, label: item.overviewLabel }, ...item.children].map((child) => (
                    <li key={child.path}>
                      <NavigationMenu.Link asChild active={pathname === child.href}>
                        <Link
                          href={child.href}
                          aria-current={pathname === child.href ? 'page' : undefined}
                          className="block rounded-md px-3 py-2 text-sm text-ink-700 hover:bg-slate-100 hover:text-ink-900 focus-visible:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                        >
                          {child.label}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

/**
 * Hovering a trigger opens its dropdown after a short delay. Radix then treats a click on that
 * trigger as a request to close, so a visitor who rests the pointer before clicking (or a slow
 * machine between the two) sees the dropdown flash shut. Here a click closes only a dropdown that a
 * click opened; a click on one that hovering opened keeps it open, and the next click closes it.
 */
function useClickToggle() {
  const clickOpened = useRef<string | null>(null);
  return {
    onTriggerClick(event: MouseEvent<HTMLButtonElement>, value: string) {
      const open = event.currentTarget.getAttribute('aria-expanded') === 'true';
      if (open && clickOpened.current !== value) {
        event.preventDefault();
        clickOpened.current = value;
        return;
      }
      clickOpened.current = open ? null : value;
    },
    onValueChange(value: string) {
      if (value !== clickOpened.current) clickOpened.current = null;
    },
  };
}
