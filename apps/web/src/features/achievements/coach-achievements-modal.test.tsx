import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COACH_ACHIEVEMENTS, type CoachAchievement, type CoachAchievementSections } from '@oola/domain';
import { renderWithProviders } from '../../test/render';
import { coachBadgesToShow } from './coach-badge-announcer';
import { CoachAchievementsModal } from './coach-achievements-modal';

const badge = (id: number, achieved: boolean, displayed = true): CoachAchievement => {
  const definition = COACH_ACHIEVEMENTS.find((candidate) => candidate.id === id)!;
  return {
    id,
    section: definition.section,
    achievementName: `Badge ${id}`,
    achieved,
    displayed,
    achievementValue: definition.value,
    currentValue: 2,
    howToEarn: `Earn badge ${id}.`,
    fileName: `coach-badge-${id}.svg`,
    completionDate: achieved ? 'November 26, 2026' : null,
    congratsMessage: '',
    socialMediaTitle: '',
    socialMediaMessage: '',
    socialMediaImageUrl: null,
    webAlias: null,
  };
};

function sections(): CoachAchievementSections {
  const of = (section: string) =>
    COACH_ACHIEVEMENTS.filter((a) => a.section === section).map((a) => badge(a.id, a.value <= 2));
  return {
    certifications: of('certifications'),
    lifetimeClients: of('lifetimeClients'),
    clientActionSteps: of('clientActionSteps'),
    clientGoalsAchieved: of('clientGoalsAchieved'),
  };
}

describe('CoachAchievementsModal', () => {
  it('shows four sections of six badges; See more shows the whole section and < BACK returns', async () => {
    renderWithProviders(<CoachAchievementsModal opened onClose={() => {}} sections={sections()} failed={false} />);
    for (const title of ['CERTIFICATIONS', 'LIFETIME CLIENTS', 'CLIENT ACTION STEPS TAKEN', 'CLIENT GOALS ACHIEVED']) {
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getAllByTestId(/^coach-badge-\d+$/)).toHaveLength(6);
    }
    const clients = screen.getByRole('region', { name: 'LIFETIME CLIENTS' });
    expect(within(clients).getByText('2 clients coached · 1 of 8 achieved')).toBeInTheDocument();
    expect(within(clients).getByTestId('coach-badge-201')).toHaveAttribute('data-achieved', 'true');
    expect(within(clients).getByText('Earn badge 202.')).toBeInTheDocument();
    expect(within(clients).getByRole('progressbar', { name: 'Badge 202: 2 of 3' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'See more LIFETIME CLIENTS' }));
    expect(screen.getAllByTestId(/^coach-badge-\d+$/)).toHaveLength(8);
    expect(screen.getByTestId('coach-badge-208')).toHaveAttribute('data-achieved', 'false');
    await userEvent.click(screen.getByRole('button', { name: '< BACK' }));
    expect(screen.getAllByTestId(/^coach-badge-\d+$/)).toHaveLength(24);
  });

  it('says so when the achievements fail to load', () => {
    renderWithProviders(<CoachAchievementsModal opened onClose={() => {}} sections={undefined} failed />);
    expect(screen.getByText('Sorry, we could not load your achievements. Please try again later.')).toBeInTheDocument();
  });
});

describe('coachBadgesToShow', () => {
  it('lists the earned badges not yet displayed, earliest first (the list is latest first)', () => {
    const pending = coachBadgesToShow([badge(301, true, false), badge(201, true, false), badge(101, true)]);
    expect(pending.map((shown) => shown.id)).toEqual([201, 301]);
    expect(coachBadgesToShow([badge(101, true)])).toEqual([]);
    expect(coachBadgesToShow(undefined)).toEqual([]);
  });
});
