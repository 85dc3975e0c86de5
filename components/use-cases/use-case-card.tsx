import { StaticImage } from '@/components/ui/static-image';
import { imageSource } from '@/lib/content/image';
import { Link } from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icons';
import { Tag } from '@/components/ui/tag';
import { cn } from '@/lib/cn';
import type { getTranslations } from 'next-intl/server';
import type { UseCaseSummary } from '@/lib/content/types';

type UseCaseCardLabels = {
  /** The tags' spoken prefixes, punctuated: "Industry:", "Secteur :". */
  industry: string;
  function: string;
  readMore: string;
  /** The link's full name, "Read more: <title>", read instead of the bare "Read more". */
  readMoreAbout: (title: string) => string;
};

type MarketingTranslator = Awaited<ReturnType<typeof getTranslations<'marketing'>>>;

/** The card's labels from the dictionary's marketing texts, in the page's language. */
export function storyCardLabels(t: MarketingTranslator): UseCaseCardLabels {
  return {
    industry: t('tagLabel', { label: t('industry') }),
    function: t('tagLabel', { label: t('function') }),
    readMore: t('readMore'),
    readMoreAbout: (title) => t('readMoreAbout', { title }),
  };
}

type UseCaseCardProps = {
  useCase: UseCaseSummary;
  href: string;
  labels: UseCaseCardLabels;
  /** The `sizes` of the image for the grid or carousel the card sits in. */
  imageSizes: string;
  headingLevel?: 'h2' | 'h3';
  /** For the card whose image is the page's largest paint. */
  preload?: boolean;
};

/** A story's card: image, industry and function tags, title, summary and a read-more link. */
export function UseCaseCard({
  useCase,
  href,
  labels,
  imageSizes,
  headingLevel: Heading = 'h3',
  preload = false,
}: UseCaseCardProps) {
  const { image } = useCase;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none">
      <div className="relative aspect-[3/2] bg-ink-50">
        <StaticImage
          {...imageSource(image, 3 / 2)}
          alt={image.alt}
          width={1200}
          height={800}
          sizes={imageSizes}
          preload={preload}
          placeholder={image.lqip ? 'blur' : 'empty'}
          blurDataURL={image.lqip ?? undefined}
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap gap-2">
          <Tag label={labels.industry}>{useCase.industry}</Tag>
          <Tag label={labels.function} tone="neutral">
            {useCase.function}
          </Tag>
        </div>
        <Heading className="mt-4 text-xl font-semibold text-ink-900">{useCase.title}</Heading>
        <p className="mt-2 flex-1 leading-relaxed text-ink-700">{useCase.summary}</p>
        <Link href={href} className={cn(buttonClass('secondary', 'sm'), 'mt-6 self-start')}>
          <span aria-hidden="true">{labels.readMore}</span>
          <span className="sr-only">{labels.readMoreAbout(useCase.title)}</span>
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
