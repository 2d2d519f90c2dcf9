import { ActionIcon, Avatar, Box, FileButton, Tooltip } from '@mantine/core';
import classes from './coach-profile.module.css';
import { IMAGE_ACCEPT, useImageUpload } from './use-image-upload';
import { CameraIcon } from '../../../ui/camera-icon';

/** The coach's profile picture with its upload button; the new picture shows at once. */
export function CoachPicture({
  pictureUrl,
  name,
  initials,
}: {
  pictureUrl: string | null;
  name: string;
  initials: string;
}) {
  const { choose, srcOf, isPending } = useImageUpload('picture');
  return (
    <Box pos="relative" className={classes.picture}>
      <Avatar
        src={srcOf(pictureUrl)}
        alt={`${name}'s picture`}
        size={128}
        radius={128}
        color="brand"
        variant="filled"
        fz={40}
      >
        {initials}
      </Avatar>
      <FileButton onChange={choose} accept={IMAGE_ACCEPT}>
        {(props) => (
          <Tooltip label="Change your picture" withArrow>
            <ActionIcon
              {...props}
              className={classes.pictureEdit}
              radius="xl"
              size={36}
              loading={isPending}
              aria-label="Upload a profile picture"
            >
              <CameraIcon />
            </ActionIcon>
          </Tooltip>
        )}
      </FileButton>
    </Box>
  );
}
