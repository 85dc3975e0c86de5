import { FeatureCard } from '@/components/ui/feature-card';
import type { AssessmentInfoPage } from '@/lib/content/types';

const topics = ['strategic', 'technical', 'financial', 'risk', 'insights', 'advantage'] as const;

/** The six things the assessment looks at, shown beside the lead form. */
export function AssessmentTopics({ topics: copy }: { topics: AssessmentInfoPage['topics'] }) {
  return (
    <section aria-labelledby="assessment-topics-title">
      <h2 id="assessment-topics-title" className="text-2xl font-bold text-ink-900">
        {copy.heading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {topics.map((topic) => (
          <FeatureCard key={topic} copy={copy[topic]} tone="tinted" />
        ))}
      </ul>
    </section>
  );
}
