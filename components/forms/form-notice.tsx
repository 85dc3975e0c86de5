import { Link } from '@/components/ui/link';
import { cn } from '@/lib/cn';
import type { PrivacyNotice } from './lead-form-text';

type FormNoticeProps = PrivacyNotice & {
  /** The privacy policy, in the page's language. */
  href: string;
  className?: string;
};

/** The privacy notice a lead form shows above its button, with the way to the whole policy. */
export function FormNotice({ text, link, href, className }: FormNoticeProps) {
  return (
    <p className={cn('text-sm text-ink-700', className)}>
      {text}{' '}
      <Link href={href} className="font-medium text-brand-800 underline underline-offset-4">
        {link}
      </Link>
    </p>
  );
}
