import { useState } from 'react';
import { ActionIcon, Avatar, Box, FileButton, Tooltip } from '@mantine/core';
import { IMAGE_UPLOAD_MAX_BYTES, PROFILE_PICTURE_MESSAGES, profilePictureUrl } from '@oola/domain';
import { useUploadProfilePicture } from '../api';
import { CameraIcon } from '../../../ui/camera-icon';

export interface ProfilePictureProps {
  fileName: string | null;
  initials: string;
  /** Public profile view hides the upload. */
  editable: boolean;
}

/** The member's picture with a camera button: images only, at most 3 MB; the new one shows at once (cache-busted). */
export function ProfilePicture({ fileName, initials, editable }: ProfilePictureProps) {
  const upload = useUploadProfilePicture();
  const [version, setVersion] = useState(0);
  const [latest, setLatest] = useState<string | null>(null);
  const shown = latest ?? fileName;
  const src = shown ? `${profilePictureUrl(shown)}${version ? `?v=${version}` : ''}` : null;

  const choose = (file: File | null) => {
    if (!file) return;
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      window.alert(PROFILE_PICTURE_MESSAGES.tooLarge);
      return;
    }
    upload.mutate(file, {
      onSuccess: (result) => {
        setLatest(result.pictureFileName);
        setVersion(Date.now());
        window.alert(PROFILE_PICTURE_MESSAGES.uploaded);
      },
      // Spec: a failed customer picture upload is only logged.
      onError: (error) => console.error('Profile picture upload failed', error),
    });
  };

  return (
    <Box pos="relative" w={112} h={112}>
      <Avatar
        src={src}
        alt="Profile picture"
        size={112}
        radius={112}
        color="brand"
        variant="filled"
        fz={36}
        style={{ border: '4px solid white', boxShadow: '0 4px 16px rgba(16,31,58,0.18)' }}
      >
        {initials}
      </Avatar>
      {editable && (
        <FileButton onChange={choose} accept="image/png,image/jpeg,image/gif,image/webp">
          {(props) => (
            <Tooltip label="Change picture" withArrow>
              <ActionIcon
                {...props}
                pos="absolute"
                bottom={4}
                right={4}
                radius="xl"
                size={34}
                loading={upload.isPending}
                aria-label="Upload a profile picture"
                style={{ border: '2px solid white' }}
              >
                <CameraIcon />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
      )}
    </Box>
  );
}
