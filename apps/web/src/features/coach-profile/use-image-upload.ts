import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { IMAGE_UPLOAD_MAX_BYTES, PROFILE_PICTURE_MESSAGES } from '@oola/domain';
import { useUploadCoachImage, type CoachImageKind } from './api';

/**
 * Uploads a picture or cover photo: over 3 MB is refused before sending, the server's answer is
 * shown ('Image uploaded correctly' or its error), and `bust` changes so the new image is fetched
 * at once (the spec's cache-busting timestamp).
 */
export function useImageUpload(kind: CoachImageKind) {
  const upload = useUploadCoachImage(kind);
  const [bust, setBust] = useState<number | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      notifications.show({ color: 'red', title: 'Image not uploaded', message: PROFILE_PICTURE_MESSAGES.tooLarge });
      return;
    }
    upload.mutate(file, {
      onSuccess: (result) => {
        setBust(Date.now());
        notifications.show({ color: 'green', message: result.message });
      },
      onError: (error) => notifications.show({ color: 'red', title: 'Image not uploaded', message: error.message }),
    });
  };

  /** The image's address with the cache-busting timestamp of the last upload. */
  const srcOf = (url: string | null) => (url && bust ? `${url}?t=${bust}` : url);
  return { choose, srcOf, isPending: upload.isPending };
}

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
