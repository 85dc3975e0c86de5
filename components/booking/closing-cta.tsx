import { CtaPair, type CtaLink, type ScheduleCta } from './cta-pair';
import { Reveal } from '@/components/ui/reveal';
import { Glow } from '@/components/ui/section';

type ClosingCtaProps = {
  id: string;
  title: string;
  description: string;
  primary: CtaLink;
  schedule: ScheduleCta;
};

/** The dark band that ends a page: the free assessment first, the booking link beside it. */
export function ClosingCta({ id, title, description, primary, schedule }: ClosingCtaProps) {
  return (
    <section aria-labelledby={id} className="render-when-near px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <Reveal threshold={0.15} className="mx-auto max-w-7xl">
        <div className="relative isolate overflow-hidden rounded-3xl bg-ink-900 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-16">
          <Glow className="bg-[radial-gradient(ellipse_at_top_right,rgba(45,212,191,0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(15,118,110,0.35),transparent_50%)]" />
          <h2
            id={id}
            className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-slate-300">
            {description}
          </p>
          <CtaPair
            primary={primary}
            schedule={schedule}
            variant="light"
            align="center"
            className="mt-10"
          />
        </div>
      </Reveal>
    </section>
  );
}
