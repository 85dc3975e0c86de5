import { CtaPair, type CtaLink, type ScheduleCta } from '@/components/booking/cta-pair';
import { Glow } from '@/components/ui/section';
import { HeroIllustration } from './hero-illustration';

type HomeHeroProps = {
  title: string;
  subtitle: string;
  description: string;
  assessment: CtaLink;
  schedule: ScheduleCta;
};

export function HomeHero({ title, subtitle, description, assessment, schedule }: HomeHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-ink-900">
      {/* One glow: a gradient as large as the hero is drawn pixel by pixel, and the phone's first
          frame, which carries the largest text of the page, waits for it. */}
      <Glow className="bg-[radial-gradient(ellipse_at_top_right,rgba(45,212,191,0.22),transparent_50%)]" />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8 lg:py-28 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-xl leading-relaxed text-pretty text-brand-100">
            {subtitle}
          </p>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-slate-300">
            {description}
          </p>
          <CtaPair primary={assessment} schedule={schedule} variant="accent" className="mt-10" />
        </div>
        <div className="mx-auto hidden w-full max-w-md lg:block">
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}
