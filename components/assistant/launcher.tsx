'use client';

import {
  useDeferredValue,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { AssistantPanelProps } from './panel';
import type { PanelTexts } from './texts';

type AssistantLauncherProps = {
  locale: Locale;
  /** The assistant's page, which answers without JavaScript. */
  href: string;
  label: string;
  /** Drawn by the server, so that no icon's outline ships with the script. */
  icon: ReactNode;
  texts: PanelTexts;
};

const loadPanel = () => import('./panel');

// An icon until the header has room for the label; smaller where the header is tightest.
const launcherClass =
  'inline-flex size-11 items-center justify-center gap-2 rounded-md text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-slate-100 md:max-xl:size-9 xl:w-auto xl:px-3';

/**
 * The header's way to the site assistant. Without JavaScript, and until the page's script runs,
 * it is a link to the assistant's page; then a button that opens the panel over the page. This is
 * all every page carries: the panel and the chat library are fetched on the first click (or as
 * the pointer or the keyboard comes to the button), and stay for the rest of the visit.
 */
export function AssistantLauncher({ locale, href, label, icon, texts }: AssistantLauncherProps) {
  const interactive = useDeferredValue(true, false);
  const [Panel, setPanel] = useState<ComponentType<AssistantPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const linkFocused = useRef(false);

  // The link had the focus when the button took its place: the button keeps it.
  useLayoutEffect(() => {
    if (interactive && linkFocused.current) button.current?.focus();
  }, [interactive]);

  const content = (
    <>
      {icon}
      <span className="max-xl:sr-only">{label}</span>
    </>
  );

  if (!interactive) {
    return (
      <a
        href={href}
        className={launcherClass}
        onFocus={() => (linkFocused.current = true)}
        onBlur={() => (linkFocused.current = false)}
      >
        {content}
      </a>
    );
  }

  const show = () => {
    if (Panel) return setOpen(true);
    loadPanel().then(
      (module) => {
        setPanel(() => module.default);
        setOpen(true);
      },
      // The panel's code did not arrive: the page that answers without it.
      () => window.location.assign(href),
    );
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        onPointerEnter={() => void loadPanel().catch(() => {})}
        onFocus={() => void loadPanel().catch(() => {})}
        className={launcherClass}
      >
        {content}
      </button>
      {Panel ? (
        <Panel
          locale={locale}
          open={open}
          texts={texts}
          onClose={() => setOpen(false)}
          opener={button}
        />
      ) : null}
    </>
  );
}
