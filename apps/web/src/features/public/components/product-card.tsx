import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { ProductCard as Card_ } from '@oola/domain';
import { SmartLink } from '../smart-link';

/** productTypeId 1 shows LEARN MORE, any other SHOP NOW; external links open in a new tab. */
export function ProductCard({ card }: { card: Card_ }) {
  const label = card.productTypeId === 1 ? 'LEARN MORE' : 'SHOP NOW';
  return (
    <Card radius="lg" shadow="sm" padding="lg" withBorder h="100%" data-testid="product-card">
      <Card.Section>
        <img
          src={card.imageUrl}
          alt={card.title}
          loading="lazy"
          width={400}
          height={260}
          style={{
            width: '100%',
            height: 'auto',
            aspectRatio: '400 / 260',
            objectFit: 'cover',
            objectPosition: 'center 62%',
            display: 'block',
          }}
        />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title order={3} fz="lg" c="brand.8">
          {card.title}
        </Title>
        <Text fz="sm" c="gray.7" style={{ flex: 1 }}>
          {card.content}
        </Text>
        <Button
          component={SmartLink}
          to={card.urlProduct}
          newTab
          variant={card.productTypeId === 1 ? 'light' : 'filled'}
          fullWidth
          mt="sm"
          aria-label={`${label}: ${card.title}`}
        >
          {label}
        </Button>
      </Stack>
    </Card>
  );
}
