import { Box, Menu, SimpleGrid, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { useSettings } from '../../lib/settings';
import { useAliasLinks } from './alias-links';
import { shopGroups } from './nav-links';
import { SmartLink } from './smart-link';

/** The Shop mega menu: products, bundles, programs, live events, merch. */
export function ShopMenu({ triggerProps }: { triggerProps: UnstyledButtonProps & { fz?: string; fw?: number } }) {
  const settings = useSettings();
  const links = useAliasLinks();
  return (
    <Menu trigger="click-hover" shadow="lg" width={760} position="bottom" withinPortal>
      <Menu.Target>
        <UnstyledButton {...triggerProps} style={{ display: 'flex', alignItems: 'center' }}>
          Shop
          <svg
            width="12"
            height="12"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            aria-hidden="true"
            style={{ marginLeft: 4 }}
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown p="lg">
        <SimpleGrid cols={5} spacing="md">
          {shopGroups(links, settings.links.store).map((group) => (
            <Box key={group.label}>
              <Text fz="xs" fw={800} tt="uppercase" lts="0.1em" c="area5.7" mb={6}>
                {group.label}
              </Text>
              {group.links.map((link) => (
                <Menu.Item key={link.label} component={SmartLink} to={link.to} newTab={link.external} px={6} py={6}>
                  <Text fz="sm" fw={700} c="brand.8">
                    {link.label}
                  </Text>
                  {link.description && (
                    <Text fz="xs" c="gray.7">
                      {link.description}
                    </Text>
                  )}
                </Menu.Item>
              ))}
            </Box>
          ))}
        </SimpleGrid>
      </Menu.Dropdown>
    </Menu>
  );
}
