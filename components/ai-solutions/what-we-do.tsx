import { Icon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';
import type { Service } from '@/lib/content/types';

export function WhatWeDo({ whatWeDo }: { whatWeDo: Service['whatWeDo'] }) {
  return (
    <Section id="what-we-do-title" copy={whatWeDo} spacing="regular" layout="together">
      <ul className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2">
        {whatWeDo.items.map((item) => (
          <li key={item._key} className="flex gap-4">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name="check" className="size-4" />
            </span>
            <div>
              <h3 className="font-semibold text-ink-900">{item.title}</h3>
              <p className="mt-1 leading-relaxed text-ink-700">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
