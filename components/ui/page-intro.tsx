import type { ReactNode } from 'react';

type PageIntroProps = {
  title: string;
  description?: string;
  eyebrow?: ReactNode;
  children?: ReactNode;
};

/** The heading block that opens a page: one h1, a lead paragraph, optional actions. */
export function PageIntro({ title, description, eyebrow, children }: PageIntroProps) {
  return (
    <section className="bg-gradient-to-b from-ink-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow}
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">
          {title}
        </h1>
        {description ? (
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-700">{description}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
