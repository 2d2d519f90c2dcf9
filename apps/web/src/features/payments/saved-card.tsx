import { Group, Paper, Text } from '@mantine/core';
import { CARD_BRAND_NAMES, type CardBrand, type SavedCard } from '@oola/domain';

export const brandName = (brand: string) => CARD_BRAND_NAMES[brand as CardBrand] ?? brand;

/** The card on file as a member recognises it: brand, last 4, expiry. */
export function SavedCardLine({ card }: { card: SavedCard }) {
  const expiry = `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="card-on-file">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700}>
          {brandName(card.brand)} •••• {card.last4}
        </Text>
        <Text fz="sm" c="dimmed">
          Expires {expiry}
        </Text>
      </Group>
    </Paper>
  );
}
