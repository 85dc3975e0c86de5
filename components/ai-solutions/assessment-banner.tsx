import { ButtonLink } from '@/components/ui/button-link';
import { CtaBanner } from '@/components/ui/cta-banner';
import { Icon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';

type AssessmentBannerProps = {
  title: string;
  description: string;
  label: string;
  href: string;
};

/** The invitation to the free assessment, between the benefits and the capabilities. */
export function AssessmentBanner({ title, description, label, href }: AssessmentBannerProps) {
  return (
    <Section id="assessment-cta-title" spacing="trailing">
      <CtaBanner
        id="assessment-cta-title"
        title={title}
        description={description}
        boxed
        action={
          <ButtonLink href={href}>
            {label}
            <Icon name="arrow-right" className="size-4" />
          </ButtonLink>
        }
      />
    </Section>
  );
}
