// The current section is underlined as well as coloured, so it does not rest on colour alone.
// Labels never wrap: between 768 and 1024 px the header tightens instead (see SiteHeader).
export const desktopItemClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-2 text-sm lg:px-3 font-medium text-ink-700 transition-colors hover:bg-slate-100 hover:text-ink-900 data-[active=true]:text-brand-700 data-[active=true]:underline data-[active=true]:decoration-2 data-[active=true]:underline-offset-8 data-[state=open]:bg-slate-100';
