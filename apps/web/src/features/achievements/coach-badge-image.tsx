import { BadgeArt } from '../../ui/achievements';
import { coachBadgeLook } from './coach-badge-look';

export interface CoachBadgeImageProps {
  id: number;
  achieved: boolean;
  name: string;
  size?: number;
}

/** A coach badge drawn like the member badges; greyed with a lock until achieved. */
export function CoachBadgeImage({ id, achieved, name, size = 96 }: CoachBadgeImageProps) {
  return (
    <BadgeArt
      look={coachBadgeLook(id, achieved)}
      achieved={achieved}
      size={size}
      label={achieved ? name : `${name} (not yet achieved)`}
    />
  );
}
