type SolutionsHeroProps = {
  title: string;
  subtitle: string;
  description: string;
};

export function SolutionsHero({ title, subtitle, description }: SolutionsHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-ink-50 to-white">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-full bg-[radial-gradient(ellipse_at_top_right,rgba(45,212,191,0.18),transparent_55%)]"
      />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <h1 className="max-w-4xl text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <p className="mt-6 max-w-3xl text-xl leading-relaxed text-pretty text-brand-800">
          {subtitle}
        </p>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-pretty text-ink-700">
          {description}
        </p>
      </div>
    </section>
  );
}
