import type { ElearningBoard } from '@oola/domain';
import { CourseProgress } from './course-progress';
import { StartTrack } from './start-track';
import { TrackPanel } from './track-panel';

/** MY BREAKTHROUGH: the 12 weekly modules, or the call to start them with Assessment One. */
export function BreakthroughPanel({ board }: { board: ElearningBoard | undefined }) {
  return (
    <TrackPanel
      cards={board?.myBreakthroughExperience}
      label="Breakthrough modules"
      unit="WEEK"
      current={board?.moduleVip ?? null}
      header={
        board?.canStartBreakthrough ? (
          <StartTrack
            intro="Answer Assessment One, 14 quick questions, to open your first Breakthrough module."
            label="START MY BREAKTHROUGH"
            to="/assessment?AssessmentType=1"
          />
        ) : (
          board && <CourseProgress board={board} track="breakthrough" />
        )
      }
      empty={
        board?.canStartBreakthrough
          ? null
          : { title: 'Your Breakthrough', text: 'Twelve weekly modules open here once your Blueprint is done.' }
      }
    />
  );
}
