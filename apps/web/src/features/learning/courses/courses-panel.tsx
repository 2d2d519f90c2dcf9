import { useState } from 'react';
import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { EmptyState } from '../../../ui/section-card';
import { useCourses } from './api';
import { CourseCard } from './course-card';
import { CourseView } from './course-view';
import { PanelHeading } from './panel-heading';
import { RecommendedCourses } from './recommended-courses';
import { rememberCourse, rememberedCourse } from './selected-course';

/**
 * ADDITIONAL PROGRAMS: the member's own courses as cards and, below, the others to recommend; a
 * course opened shows its modules (the certification, its own board). Open to non-subscribers.
 */
export function CoursesPanel() {
  const courses = useCourses();
  const [openId, setOpenId] = useState(rememberedCourse);
  const open = (courseId: number) => {
    rememberCourse(courseId);
    setOpenId(courseId);
  };

  if (courses.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {courses.error.message}
      </Alert>
    );
  }
  if (!courses.data) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" aria-busy="true" aria-label="Loading your programs">
        {[0, 1].map((index) => (
          <Skeleton key={index} height={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const mine = courses.data.filter((course) => course.purchased);
  const opened = mine.find((course) => course.id === openId);
  if (opened) return <CourseView course={opened} onClose={() => open(0)} />;
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="my-courses-title">
        <PanelHeading id="my-courses-title">MY PROGRAMS</PanelHeading>
        {mine.length > 0 ? (
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
            {mine.map((course) => (
              <CourseCard key={course.id} course={course} onOpen={open} />
            ))}
          </SimpleGrid>
        ) : (
          <EmptyState title="No additional programs yet">
            Programs added to your account appear here, ready to start.
          </EmptyState>
        )}
      </Stack>
      <RecommendedCourses courses={courses.data.filter((course) => !course.purchased && course.isEnabled)} />
    </Stack>
  );
}
