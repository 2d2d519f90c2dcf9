import { Avatar, type AvatarProps } from '@mantine/core';
import type { RoomPerson } from '@oola/domain';

/** A person's picture, or their initials on a colour Mantine derives from their name. */
export function PersonAvatar({ person, ...props }: AvatarProps & { person: RoomPerson }) {
  const name = `${person.firstName} ${person.lastName}`;
  return <Avatar src={person.pictureUrl} alt={name} name={name} color="initials" radius="50%" {...props} />;
}
