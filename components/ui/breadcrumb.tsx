import { Fragment } from 'react';
import { JsonLd } from '@/components/ui/json-ld';
import { Link } from '@/components/ui/link';
import { absoluteUrl } from '@/lib/seo/metadata';
import { breadcrumbList } from '@/lib/seo/structured-data';

type Crumb = { name: string; href: string };

type BreadcrumbProps = {
  label: string;
  /** The pages above this one, from the home page down. */
  trail: Crumb[];
  current: Crumb;
};

/**
 * Where a detail page sits in the site, shown to visitors and described to search engines as a
 * BreadcrumbList from the same trail, so the two never disagree.
 */
export function Breadcrumb({ label, trail, current }: BreadcrumbProps) {
  return (
    <nav aria-label={label} className="text-sm">
      <JsonLd
        data={[
          breadcrumbList(
            [...trail, current].map(({ name, href }) => ({ name, url: absoluteUrl(href) })),
          ),
        ]}
      />
      <ol className="flex flex-wrap items-center gap-2 text-ink-700">
        {trail.map((crumb) => (
          <Fragment key={crumb.href}>
            <li>
              <Link href={crumb.href} className="hover:underline">
                {crumb.name}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li aria-current="page" className="font-medium text-ink-900">
          {current.name}
        </li>
      </ol>
    </nav>
  );
}
