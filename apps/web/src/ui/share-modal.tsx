import { Button, Image, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSettings } from '../lib/settings';

export const SHARE_ERROR_MESSAGE = 'Sorry there was an error on sharing, please try again';

export interface ShareModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: string;
  imageUrl?: string;
  /** The page to share; defaults to the site's address. */
  url?: string;
}

type Network = { name: string; color: string; link: (p: ShareParams) => string };
interface ShareParams {
  url: string;
  text: string;
  imageUrl: string;
  hashtag: string;
}

const q = encodeURIComponent;
const NETWORKS: Network[] = [
  {
    name: 'Facebook',
    color: '#1877f2',
    link: (p) =>
      `https://www.facebook.com/sharer/sharer.php?u=${q(p.url)}&quote=${q(p.text)}&hashtag=${q(`#${p.hashtag}`)}`,
  },
  {
    name: 'X / Twitter',
    color: '#000000',
    link: (p) => `https://twitter.com/intent/tweet?text=${q(p.text)}&url=${q(p.url)}&hashtags=${q(p.hashtag)}`,
  },
  {
    name: 'LinkedIn',
    color: '#0a66c2',
    link: (p) => `https://www.linkedin.com/sharing/share-offsite/?url=${q(p.url)}`,
  },
  {
    name: 'Pinterest',
    color: '#e60023',
    link: (p) =>
      `https://pinterest.com/pin/create/button/?url=${q(p.url)}&media=${q(p.imageUrl)}&description=${q(`${p.text} #${p.hashtag}`)}`,
  },
];

/** Opens a network's share page in a new window; a blocked window counts as a failure. */
export function openShareWindow(href: string): void {
  try {
    // No 'noopener' feature: it makes window.open answer null even on success, hiding a blocked pop-up.
    const opened = window.open(href, '_blank', 'width=640,height=560');
    if (!opened) throw new Error('The share window was blocked');
    opened.opener = null;
  } catch {
    window.alert(SHARE_ERROR_MESSAGE);
  }
}

/** Share a result on four social networks with the product hashtag. */
export function ShareModal({ opened, onClose, title, message, imageUrl, url }: ShareModalProps) {
  const { brandName } = useSettings();
  const params: ShareParams = {
    url: url ?? window.location.origin,
    text: `${title} ${message}`.trim(),
    imageUrl: imageUrl ? new URL(imageUrl, window.location.origin).toString() : '',
    hashtag: brandName,
  };
  return (
    <Modal opened={opened} onClose={onClose} title="SHARE" centered radius="lg">
      <Stack gap="md">
        {imageUrl && <Image src={imageUrl} alt="" radius="md" mah={220} fit="contain" />}
        <Stack gap={4}>
          <Text fw={800}>{title}</Text>
          <Text size="sm" c="dimmed">
            {message} #{brandName}
          </Text>
        </Stack>
        <SimpleGrid cols={2} spacing="sm">
          {NETWORKS.map((network) => (
            <Button
              key={network.name}
              color={network.color}
              onClick={() => openShareWindow(network.link(params))}
              aria-label={`Share on ${network.name}`}
            >
              {network.name}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
