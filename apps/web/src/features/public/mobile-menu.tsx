import { Accordion, Button, Stack, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useSettings } from '../../lib/settings';
import { useAliasLinks } from './alias-links';
import { partnerLinks, shopGroups } from './nav-links';
import { EnrollButton, LoginMenu } from './header-buttons';
import { SmartLink } from './smart-link';

/** Every entry alike: bold capitals on a row ruled like the accordion's (whose last rule ends the list). */
const row = { borderBottom: '1px solid var(--mantine-color-gray-3)' };
const item = { fw: 700, fz: 'md', c: 'brand.8', py: 14, tt: 'uppercase' as const, style: row };
const accordionStyles = {
  control: { paddingLeft: 0 },
  label: { fontWeight: 700, paddingBlock: 14 },
  content: { paddingLeft: 0 },
};

/** The burger menu's contents (under the desktop breakpoint). */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const settings = useSettings();
  const links = useAliasLinks();
  return (
    <Stack gap={0} onClick={(event) => (event.target as HTMLElement).closest('a') && onNavigate()}>
      <UnstyledButton component={Link} to={links.page('ourStory')} {...item}>
        About
      </UnstyledButton>
      <UnstyledButton component={Link} to={links.page('Science')} {...item}>
        Science
      </UnstyledButton>
      <UnstyledButton component={Link} to="/learnmore/faq" {...item}>
        FAQs
      </UnstyledButton>
      <Accordion variant="default" chevronPosition="right" styles={accordionStyles}>
        <Accordion.Item value="partner">
          <Accordion.Control fw={700} c="brand.8" tt="uppercase">
            Partner with {settings.brandName}
          </Accordion.Control>
          <Accordion.Panel>
            {partnerLinks(links).map((link) => (
              <UnstyledButton key={link.label} display="block" py={6} component={Link} to={link.to}>
                {link.label}
              </UnstyledButton>
            ))}
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="shop">
          <Accordion.Control fw={700} c="brand.8" tt="uppercase">
            Shop
          </Accordion.Control>
          <Accordion.Panel>
            {shopGroups(links, settings.links.store).flatMap((group) =>
              group.links.map((link) => (
                <UnstyledButton
                  key={`${group.label}-${link.label}`}
                  display="block"
                  py={6}
                  component={SmartLink}
                  to={link.to}
                  newTab={link.external}
                >
                  {link.label}
                </UnstyledButton>
              )),
            )}
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Stack gap="sm" mt="lg">
        <LoginMenu />
        <EnrollButton fullWidth />
        <Button component={Link} to={links.freeTest} variant="light">
          FREE LIFE BALANCE TEST
        </Button>
      </Stack>
    </Stack>
  );
}
