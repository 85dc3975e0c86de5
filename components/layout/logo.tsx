type LogoProps = { name: string };

export function Logo({ name }: LogoProps) {
  return (
    <span className="flex items-center gap-2 text-ink-900">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-ink-900" />
        <circle cx="16" cy="16" r="7" className="fill-none stroke-brand-400" strokeWidth="3" />
        <circle cx="16" cy="16" r="2.5" className="fill-amber-400" />
      </svg>
      {/* On tablets the header needs the room for the menu: the mark alone is shown. */}
      <span className="text-base font-semibold tracking-tight md:max-lg:sr-only">{name}</span>
    </span>
  );
}
