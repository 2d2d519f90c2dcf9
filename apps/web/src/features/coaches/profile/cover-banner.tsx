import { Box, Button, FileButton, Image, Text } from '@mantine/core';
import { COACH_IMAGE_SIZES } from '@oola/domain';
import classes from './coach-profile.module.css';
import { IMAGE_ACCEPT, useImageUpload } from './use-image-upload';

const { width, height } = COACH_IMAGE_SIZES.cover;

/** The coach portal's cover photo banner with its edit button (recommended size 1440x500). */
export function CoverBanner({ coverUrl, name }: { coverUrl: string | null; name: string }) {
  const { choose, srcOf, isPending } = useImageUpload('cover');
  const src = srcOf(coverUrl);
  return (
    <Box className={classes.banner}>
      {src ? (
        <Image src={src} alt={`${name}'s cover photo`} className={classes.bannerImage} />
      ) : (
        <div className={classes.bannerEmpty} aria-hidden />
      )}
      <div className={classes.bannerEdit}>
        <FileButton onChange={choose} accept={IMAGE_ACCEPT}>
          {(props) => (
            <Button {...props} size="xs" variant="white" color="dark" loading={isPending}>
              {src ? 'Edit cover photo' : 'Add a cover photo'}
            </Button>
          )}
        </FileButton>
        <Text className={classes.bannerHint}>
          Recommended size {width}x{height}
        </Text>
      </div>
    </Box>
  );
}
