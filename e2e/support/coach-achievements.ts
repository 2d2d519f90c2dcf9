import type { APIRequestContext } from '@playwright/test';
import type { CoachAchievement, CoachAchievementSections, QuizQuestions } from '@oola/domain';
import { certificationModuleOf, certificationOf, quizAnswerTexts } from './certification';
import { bearer } from './elearning';
import { expect } from './test';

/** The coach's badges in the modal's four sections, as the server answers them now. */
export async function coachSectionsOf(
  request: APIRequestContext,
  coachId: number,
  token: string,
): Promise<CoachAchievementSections> {
  const response = await request.get(`/api/Coach/GetMyAchievements/${coachId}`, { headers: bearer(token) });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as CoachAchievementSections;
}

export const allBadges = (sections: CoachAchievementSections): CoachAchievement[] => Object.values(sections).flat();

/** Marks every badge the coach has earned as displayed, so no new-badge modal covers the coach portal. */
export async function dismissCoachBadges(request: APIRequestContext, coachId: number, token: string): Promise<void> {
  for (const badge of allBadges(await coachSectionsOf(request, coachId, token))) {
    if (badge.achieved && !badge.displayed) {
      const done = await request.put('/api/Coach/UpdateDisplayedBadge', {
        headers: bearer(token),
        data: { userId: coachId, achievementId: badge.id },
      });
      expect(done.status()).toBe(204);
    }
  }
}

/** Passes the module's quiz through the API with every right answer. */
async function passQuiz(request: APIRequestContext, coachId: number, moduleId: number, token: string) {
  const response = await request.get(`/api/AdditionalCourse/GetQuiz/${moduleId}`, { headers: bearer(token) });
  expect(response.ok()).toBeTruthy();
  const quiz = (await response.json()) as QuizQuestions;
  const right = quizAnswerTexts(quiz.title, true);
  const answers = quiz.questions.map((question) => ({
    questionId: question.id,
    selectedOptionId: question.options.find(
      (option) => option.text === right.find((answer) => answer.question === question.text)!.option,
    )!.id,
  }));
  const saved = await request.post('/api/AdditionalCourse/SaveQuizResults', {
    headers: bearer(token),
    data: { quizId: quiz.quizId, userId: coachId, answers },
  });
  expect(saved.ok()).toBeTruthy();
}

/**
 * Completes the coach's certification modules through the API, one at a time (passing a module's quiz
 * first), until a certification badge is newly earned; answers the badges earned by it. Starts from
 * wherever earlier tests left the coach.
 */
export async function earnNextCertificationBadge(
  request: APIRequestContext,
  coachId: number,
  token: string,
): Promise<CoachAchievement[]> {
  const before = new Set(
    allBadges(await coachSectionsOf(request, coachId, token))
      .filter((badge) => badge.achieved)
      .map((badge) => badge.id),
  );
  for (;;) {
    const board = await certificationOf(request, token);
    const active = board.sections.flatMap((section) => section.modules).find((module) => module.status === 1);
    if (!active) throw new Error('The coach has no certification module left to complete');
    const detail = await certificationModuleOf(request, active.moduleId, token);
    if (detail.quizId !== null && !detail.quizPassed) await passQuiz(request, coachId, active.moduleId, token);
    const done = await request.post(`/api/AdditionalCourse/CompleteCertificationModule/${active.moduleId}`, {
      headers: bearer(token),
    });
    expect(done.ok()).toBeTruthy();
    const earned = allBadges(await coachSectionsOf(request, coachId, token)).filter(
      (badge) => badge.achieved && !before.has(badge.id),
    );
    if (earned.length > 0) return earned;
  }
}
