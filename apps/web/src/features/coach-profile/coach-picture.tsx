import { ActionIcon, Avatar, Box, FileButton, Tooltip } from '@mantine/core';
import classes from './coach-profile.module.css';
import { IMAGE_ACCEPT, useImageUpload } from './use-image-upload';

function CameraIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" strokeLinejoin="round" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}

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
