import { Avatar, type AvatarProps } from '@mantine/core';

const PALETTE = ['#2e9e4f', '#1f3a68', '#f15a29', '#7b3f98', '#d7263d', '#0b7285', '#b7791f', '#5c7cfa'];

/** The coach's picture, or their initials on a colour picked from their id. */
export function CoachAvatar({
  coach,
  ...props
}: AvatarProps & { coach: { coachId: number; firstName: string; lastName: string; pictureUrl: string | null } }) {
  const initials = `${coach.firstName[0] ?? ''}${coach.lastName[0] ?? ''}`.toUpperCase();
  const color = PALETTE[coach.coachId % PALETTE.length];
  return (
    <Avatar
      src={coach.pictureUrl}
      alt={`${coach.firstName} ${coach.lastName}`}
      radius="50%"
      variant="filled"
      styles={{
        placeholder: {
          background: `linear-gradient(135deg, ${color} 0%, color-mix(in srgb, ${color} 70%, black) 100%)`,
          color: 'white',
          fontWeight: 800,
          letterSpacing: '0.04em',
        },
      }}
      {...props}
    >
      {initials}
    </Avatar>
  );
}
