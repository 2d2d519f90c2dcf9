import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { FaqList } from '../components/faq-list';
import { Section } from '../components/section';
import { Testimonials } from '../components/testimonials';
import { WhenVisible } from '../components/when-visible';
import {
  AssessmentBanner,
  CoursesSection,
  OfferSection,
  ProductsSection,
  ProgramsSection,
  ServicesSection,
  TrsSection,
} from './offer-sections';
import { CounterSection, JoinBand, LivingSection, PartnerSection, VideoJourneys } from './story-sections';

/** The home page after the journey section: loaded as its own chunk when the visitor scrolls near it. */
export default function BelowFold() {
  return (
    <>
      <OfferSection />
      <ProductsSection />
      <ProgramsSection />
      <ServicesSection />
      <AssessmentBanner />
      <TrsSection />
      <CoursesSection />
      <VideoJourneys />
      <LivingSection />
      <CounterSection />
      <PartnerSection />
      <Section id="testimonials" eyebrow="Stories" title="Real people, real balance" bg="#f7f8fb">
        <WhenVisible minHeight={280}>
          <Testimonials option={1} perView={2} />
        </WhenVisible>
      </Section>
      <Section id="faq" eyebrow="FAQ" title="Questions, answered" bg="#fff">
        <FaqList limit={5} />
        <Group justify="center" mt="lg">
          <Anchor component={Link} to="/learnmore/faq" fw={700}>
            See all questions
          </Anchor>
        </Group>
      </Section>
      <JoinBand />
    </>
  );
}
