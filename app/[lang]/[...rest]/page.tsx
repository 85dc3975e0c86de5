import { notFound } from 'next/navigation';

/** Any path under a language that matches no page gets the localized 404. */
export default function UnknownPage() {
  notFound();
}
