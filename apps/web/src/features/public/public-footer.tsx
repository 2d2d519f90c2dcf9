import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MARKETING } from '@oola/domain';
import { useSettings } from '../../lib/settings';
import { Logo } from '../../ui/logo';
import { useAliasLinks } from './alias-links';
import type { NavLink } from './nav-links';
import { SmartLink } from './smart-link';

const SOCIAL = [
  {
    label: 'Facebook',
    href: 'https://www.facebook.com/',
    d: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8z',
  },
  {
    label: 'Instagram',
    href: 'https://www.instagram.com/',
    d: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  {
    label: 'YouTube',
    href: 'https://www.youtube.com/',
    d: 'M22 8.5c0-1.9-1.5-3.5-3.4-3.5H5.4C3.5 5 2 6.6 2 8.5v7C2 17.4 3.5 19 5.4 19h13.2c1.9 0 3.4-1.6 3.4-3.5zM10 15.5v-7l6 3.5z',
  },
  {
    label: 'TikTok',
    href: 'https://www.tiktok.com/',
    d: 'M16 3c.4 2.4 1.9 4 4 4.2v3.3c-1.5 0-2.9-.4-4-1.2v6.2A5.5 5.5 0 1 1 10.5 10v3.4a2.2 2.2 0 1 0 2.2 2.2V3z',
  },
];

function Column({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <Stack gap={8}>
      <Text fw={800} fz="sm" tt="uppercase" lts="0.1em" c="yellow.3">
        {title}
      </Text>
      {links.map((link) => (
        <Anchor
          key={link.label}
          component={SmartLink}
          to={link.to}
          newTab={link.external}
          c="gray.3"
          fz="sm"
          underline="hover"
        >
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

/** Footer: social links, about links, more links, terms and privacy, footer year. */
export function PublicFooter() {
  const settings = useSettings();
  const links = useAliasLinks();
  const store = settings.links.store;
  const storeExternal = /^https?:\/\//.test(store);
  const about: NavLink[] = [
    { label: 'Our Story', to: links.page('ourStory') },
    { label: 'Our Leadership', to: links.page('ourLeadership') },
    { label: 'Our Cause', to: links.page('ourCause') },
    { label: 'The Opportunity', to: links.page('theOpportunity') },
    { label: 'The Science', to: links.page('Science') },
  ];
  const more: NavLink[] = [
    { label: 'Programs', to: links.join },
    { label: 'Become a Coach', to: '/Partner' },
    { label: 'Find a Coach', to: '/coachDirectory' },
    { label: 'Coach Log In', to: '/login' },
    { label: 'Merch', to: store, external: storeExternal },
    { label: 'Blog', to: links.page('ourStory') },
    { label: 'FAQ', to: '/learnmore/faq' },
    { label: 'Contact', to: links.page('contact') },
  ];
  return (
    <Box component="footer" bg="#101f3a" c="white" pt={64} pb={32}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={40}>
          <Stack gap="md">
            <Logo brand={settings.brandName} light />
            <Text c="gray.3" fz="sm" maw={280}>
              Balance the seven areas of your life — one small action at a time.
            </Text>
            <Group gap="xs">
              {SOCIAL.map((social) => (
                <Anchor
                  key={social.label}
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                  c="white"
                  style={{
                    width: 40,
                    height: 40,
                    borderRadius: 20,
                    background: 'rgba(255,255,255,0.1)',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                    <path d={social.d} />
                  </svg>
                </Anchor>
              ))}
            </Group>
          </Stack>
          <Column title="About" links={about} />
          <Column title="More" links={more} />
          <Stack gap={8}>
            <Text fw={800} fz="sm" tt="uppercase" lts="0.1em" c="yellow.3">
              Start here
            </Text>
            <Anchor component={Link} to={links.freeTest} c="gray.3" fz="sm">
              Free life-balance test
            </Anchor>
            <Anchor component={Link} to={links.join} c="gray.3" fz="sm">
              Join the program
            </Anchor>
            <Text c="gray.4" fz="sm" mt="sm">
              Support: {MARKETING.supportHours}
            </Text>
          </Stack>
        </SimpleGrid>
        <Divider my={32} color="rgba(255,255,255,0.12)" />
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="gray.4">
            © {MARKETING.footerYear} {settings.brandName}. All rights reserved.
          </Text>
          <Group gap="lg">
            <Anchor component={Link} to="/termsOfUse" c="gray.3" fz="sm">
              Terms of Use
            </Anchor>
            <Anchor component={Link} to="/privacyPolicy" c="gray.3" fz="sm">
              Privacy Policy
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
