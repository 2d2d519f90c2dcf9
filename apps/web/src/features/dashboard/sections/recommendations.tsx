import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { Badge, Button, Card, Group, Image, Tabs, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { CAROUSELS, type RecommendationItem } from '@oola/domain';
import { useRecommendedProducts, useRecommendedPrograms } from '../api';
import { EmptyState, SectionCard, TAB_PROPS } from '../../../ui/section-card';
import { useAutoplayInView } from '../../../ui/use-autoplay-in-view';

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function RecommendationCard({ item, action }: { item: RecommendationItem; action: string }) {
  const navigate = useNavigate();
  const open = () => {
    if (item.externalLink) window.open(item.externalLink, '_blank', 'noopener');
    else navigate(item.urlProduct);
  };
  return (
    <Card radius="md" withBorder h="100%" padding="md" data-testid="recommendation">
      <Card.Section bg="gray.0">
        <Image src={item.dashboardImageUrl} alt="" h={150} fit="contain" p="sm" />
      </Card.Section>
      <Text fw={800} mt="sm" lineClamp={1}>
        {item.title}
      </Text>
      <Text fz="xs" c="dimmed" mb={4}>
        by {item.creator}
      </Text>
      <Text fz="sm" c="dark.5" lineClamp={2} mih={42}>
        {item.subTitle}
      </Text>
      <Group justify="space-between" mt="auto" pt="sm">
        <Badge variant="light" color="area1" size="lg" radius="sm">
          {price.format(item.price)}
        </Badge>
        <Button size="compact-sm" onClick={open}>
          {action}
        </Button>
      </Group>
    </Card>
  );
}

function ItemsCarousel({ items, action }: { items: RecommendationItem[]; action: string }) {
  const autoplay = useAutoplayInView({ delay: CAROUSELS.products.autoplayMs, stopOnInteraction: true });
  return (
    <Carousel
      slideSize={{ base: '100%', sm: '50%', md: '33.333%' }}
      slideGap="md"
      emblaOptions={{ loop: items.length > 3, align: 'start' }}
      {...autoplay.carouselProps}
      withControls={items.length > 1}
      controlSize={32}
    >
      {items.map((item) => (
        <Carousel.Slide key={item.id}>
          <RecommendationCard item={item} action={action} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}

/** My Recommendations: RECOMMENDED PROGRAMS (unpurchased courses) and RECOMMENDED PRODUCTS. */
export function MyRecommendations() {
  const programs = useRecommendedPrograms();
  const products = useRecommendedProducts();
  return (
    <SectionCard title="MY RECOMMENDATIONS" accent="var(--mantine-color-area3-6)" testId="my-recommendations">
      <Tabs defaultValue="programs">
        <Tabs.List mb="md">
          <Tabs.Tab value="programs" {...TAB_PROPS}>
            RECOMMENDED PROGRAMS
          </Tabs.Tab>
          <Tabs.Tab value="products" {...TAB_PROPS}>
            RECOMMENDED PRODUCTS
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="programs">
          {programs.data?.length === 0 ? (
            <EmptyState title="You have every program">New programs will be recommended here.</EmptyState>
          ) : (
            <ItemsCarousel items={programs.data ?? []} action="LEARN MORE" />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="products">
          <ItemsCarousel items={products.data ?? []} action="SHOP NOW" />
        </Tabs.Panel>
      </Tabs>
    </SectionCard>
  );
}
