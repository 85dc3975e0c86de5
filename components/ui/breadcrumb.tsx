import { Fragment } from 'react';
import { Link } from '@/components/ui/link';

export type Crumb = { name: string; href: string };

type BreadcrumbProps = {
  label: string;
  /** The pages above this one, from the home page down. */
  trail: Crumb[];
  current: string;
};

/** Where a detail page sits in the site; the page's BreadcrumbList data follows the same trail. */
export function Breadcrumb({ label, trail, current }: BreadcrumbProps) {
  return (
    <nav aria-label={label} className="text-sm">
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
          {current}
        </li>
      </ol>
    </nav>
  );
}
