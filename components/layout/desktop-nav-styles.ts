// The current section is underlined as well as coloured, so it does not rest on colour alone.
export const desktopItemClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink-700 transition-colors hover:bg-slate-100 hover:text-ink-900 data-[active=true]:text-brand-700 data-[active=true]:underline data-[active=true]:decoration-2 data-[active=true]:underline-offset-8 data-[state=open]:bg-slate-100';
