import { Alert, Text } from '@mantine/core';
import type { CourseItem } from '@oola/domain';
import { StartTrack } from '../board/start-track';
import { TrackPanel } from '../board/track-panel';
import { useCourseModules } from './api';

/**
 * A course's modules as the board's cards: locked, ready or completed, with when each opened. A
 * course whose assessment is still to take starts there; a sequential course says how its steps open.
 */
export function CourseModulesPanel({ course }: { course: CourseItem }) {
  const modules = useCourseModules(course.id);
  if (modules.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {modules.error.message}
      </Alert>
    );
  }
  const data = modules.data;
  const current = data?.modules.find((card) => card.isUnlocked && !card.isCompleted)?.id ?? null;
  return (
    <TrackPanel
      cards={data?.modules}
      label={`${course.title} modules`}
      unit={data?.sequential ? 'STEP' : 'MODULE'}
      current={current}
      courseId={course.id}
      header={
        <>
          {data?.assessmentStatus === 'pending' && (
            <StartTrack
              intro="Start with a short assessment of where you are today: it helps you choose where to begin."
              label="TAKE THE ASSESSMENT"
              to={`/AssesmentNewModules?courseId=${course.id}`}
            />
          )}
          {data?.sequential && (
            <Text fz="sm" c="dimmed" mb="sm">
              Each step opens as soon as you complete the one before it.
            </Text>
          )}
        </>
      }
      empty={{ title: 'No modules yet', text: 'The modules of this program appear here soon.' }}
    />
  );
}
