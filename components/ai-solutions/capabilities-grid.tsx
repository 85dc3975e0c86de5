import { contentIcons, Icon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';
import type { Capabilities } from '@/lib/content/types';

/** Seven cards: rows wrap and the last, shorter row is centred. */
export function CapabilitiesGrid({ capabilities }: { capabilities: Capabilities }) {
  return (
    <Section
      id="capabilities-title"
      title={capabilities.heading}
      intro={capabilities.intro}
      tone="tinted"
    >
      <ul className="mt-12 flex flex-wrap justify-center gap-6">
        {capabilities.items.map((item) => (
          <li
            key={item._key}
            className="w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)] xl:w-[calc((100%-4.5rem)/4)]"
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={contentIcons.capability[item.key]} className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold text-ink-900">{item.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-700">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
