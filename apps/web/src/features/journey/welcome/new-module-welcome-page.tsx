import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Center, Loader, Text, Title } from '@mantine/core';
import { USER_TYPE, type PurchaseCourseResponse } from '@oola/domain';
import { useSession } from '../../../lib/session';
import { SafeHtml } from '../../../ui/safe-html';
import { useCourseModules } from '../../learning';
import { CourseOffer } from '../../learning';
import { CoursePurchasedNotice } from '../../payments';
import { WelcomeLayout } from './welcome-layout';

/**
 * /NewModuleWelcome?courseId=: an additional course's welcome content from the server; a course the
 * member does not have yet shows its offer (price, buy) instead, and its welcome once bought.
 */
export default function NewModuleWelcomePage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const courseId = Number(params.get('courseId') ?? 0) || 0;
  const course = useCourseModules(courseId);
  const [bought, setBought] = useState<PurchaseCourseResponse | null>(null);
  const home = session?.userTypeId === USER_TYPE.nonSubscriber ? '/nonSubscriber' : '/dashboard';

  if (courseId <= 0) return <Navigate to={home} replace />;
  if (course.isLoading) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  if (course.data && !course.data.purchased)
    return <CourseOffer courseId={courseId} home={home} onBought={setBought} />;
  const content = course.data?.whatToExpectDTO;
  return (
    <WelcomeLayout
      eyebrow="Your new program"
      title={content ? <SafeHtml inline html={content.htmlTitle} /> : 'Welcome'}
      onGetStarted={() => navigate(home)}
    >
      {bought && <CoursePurchasedNotice result={bought} />}
      {content ? (
        <>
          <SafeHtml html={content.htmlWelcomeText} fz="lg" />
          <SafeHtml html={content.htmlContent} className="welcome-content" />
          <SafeHtml html={content.htmlWaitingMesage} c="brand.7" fw={600} />
        </>
      ) : (
        <>
          <Title order={3}>We could not load this course</Title>
          <Text c="dimmed">Please try again in a moment.</Text>
        </>
      )}
    </WelcomeLayout>
  );
}
