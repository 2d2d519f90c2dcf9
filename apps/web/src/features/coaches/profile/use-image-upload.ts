import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { IMAGE_UPLOAD_MAX_BYTES, PROFILE_PICTURE_MESSAGES } from '@oola/domain';
import { useUploadCoachImage, type CoachImageKind } from './api';

/**
 * Uploads a picture or cover photo: over 3 MB is refused before sending, the server's answer is
 * shown ('Image uploaded correctly' or its error), and the new image shows at once from the address
 * the upload answered, with the spec's cache-busting timestamp. The address the profile held is never
 * asked for again: the server deleted that file.
 */
export function useImageUpload(kind: CoachImageKind) {
  const upload = useUploadCoachImage(kind);
  const [uploaded, setUploaded] = useState<{ url: string; at: number } | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      notifications.show({ color: 'red', title: 'Image not uploaded', message: PROFILE_PICTURE_MESSAGES.tooLarge });
      return;
    }
    upload.mutate(file, {
      onSuccess: (result) => {
        setUploaded({ url: result.url, at: Date.now() });
        notifications.show({ color: 'green', message: result.message });
      },
      onError: (error) => notifications.show({ color: 'red', title: 'Image not uploaded', message: error.message }),
    });
  };

  /** The last upload's address with its timestamp, else the profile's. */
  const srcOf = (url: string | null) => (uploaded ? `${uploaded.url}?t=${uploaded.at}` : url);
  return { choose, srcOf, isPending: upload.isPending };
}

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
