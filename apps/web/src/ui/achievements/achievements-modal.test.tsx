import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACHIEVEMENTS, type Achievement, type AchievementGroups } from '@oola/domain';
import { renderWithProviders } from '../../test/render';
import { AchievementsModal } from './achievements-modal';
import { BadgeImage } from './badge-image';

function groups(): AchievementGroups {
  const item = (id: number): Achievement => ({
    id,
    achievementName: `Achievement ${id}`,
    achieved: id % 2 === 1,
    displayed: true,
    achievementValue: id,
    fileName: `badge-${id}.svg`,
    completionDate: null,
    congratsMessage: '',
    socialMediaTitle: '',
    socialMediaMessage: '',
    socialMediaImageUrl: null,
    webAlias: null,
  });
  const of = (category: string) => ACHIEVEMENTS.filter((a) => a.category === category).map((a) => item(a.id));
  return { badges: of('badges'), milestones: of('milestones'), streaks: of('streaks') };
}

describe('AchievementsModal', () => {
  it('shows six per section and the whole category behind See more, with < BACK', async () => {
    renderWithProviders(<AchievementsModal opened onClose={() => {}} achievements={groups()} />);
    for (const title of ['BADGES', 'MILESTONES', 'STREAKS']) expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getAllByTestId(/^achievement-/)).toHaveLength(18);
    await userEvent.click(screen.getAllByRole('button', { name: 'See more' })[1]!);
    expect(screen.getAllByTestId(/^achievement-/)).toHaveLength(25);
    expect(screen.getByText('MILESTONES')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '< BACK' }));
    expect(screen.getAllByTestId(/^achievement-/)).toHaveLength(18);
  });
});

describe('BadgeImage', () => {
  it('draws the goal badge with the goals-completed count and marks locked badges', () => {
    renderWithProviders(
      <>
        <BadgeImage id={8} achieved goalsCompleted={42} />
        <BadgeImage id={60} achieved={false} />
      </>,
    );
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Achievement 60 (locked)' })).toHaveAttribute('data-achieved', 'false');
  });
});
