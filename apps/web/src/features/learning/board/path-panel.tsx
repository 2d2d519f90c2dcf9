import type { ElearningBoard } from '@oola/domain';
import { CourseProgress } from './course-progress';
import { StartTrack } from './start-track';
import { TrackPanel } from './track-panel';

/** MY PATH: the monthly modules, the call to start them, or (level 1) when the path opens. */
export function PathPanel({ board, levelOne }: { board: ElearningBoard | undefined; levelOne: boolean }) {
  const type = board?.startPathAssessmentType;
  return (
    <TrackPanel
      cards={board?.myPersonalizedPath}
      label="Personalized Path modules"
      unit="MONTH"
      current={board?.moduleVip ?? null}
      header={
        type ? (
          <StartTrack
            intro="Answer 7 quick questions and your path starts with the area that needs you most."
            label="START MY PATH"
            to={`/assessmentMyPP?AssessmentType=${type}`}
          />
        ) : (
          board && <CourseProgress board={board} track="path" />
        )
      }
      empty={
        type
          ? null
          : {
              title: 'Your Personalized Path',
              text: levelOne
                ? 'It opens after the 12 weeks of My Breakthrough, once all 12 modules are unlocked.'
                : 'Your path for this level opens here.',
            }
      }
    />
  );
}
