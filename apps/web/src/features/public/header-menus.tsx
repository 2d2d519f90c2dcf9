import { cloneElement, useEffect, useLayoutEffect, useRef, type ReactElement, type Ref } from 'react';
import { Box, Menu, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSettings } from '../../lib/settings';
import { openLoginModal } from '../../lib/login-modal-store';
import { useAliasLinks } from './alias-links';
import { partnerLinks, shopGroups } from './nav-links';
import { SmartLink } from './smart-link';

/** What menu-on-demand.tsx gives each menu: its button, and how the visitor met it before the code came. */
export interface HeaderMenuProps {
  trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }>;
  /** The pointer is on the button: a hover menu opens at once. */
  defaultOpened: boolean;
  /** The placeholder button had the focus: the menu's own button takes it. */
  focus: boolean;
  /** The placeholder button was clicked: the menu's own button is, so the menu opens and gives the focus back on close. */
  clicked: boolean;
}

function useTargetOnMount(focus: boolean, clicked: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focus || clicked) ref.current?.focus();
  }, [focus, clicked]);
  useEffect(() => {
    if (clicked) ref.current?.click();
  }, [clicked]);
  return ref;
}

/** Partner with …: the ambassador, affiliate and partner pages. */
export function PartnerMenu({ trigger, defaultOpened, focus, clicked }: HeaderMenuProps) {
  const links = useAliasLinks();
  const ref = useTargetOnMount(focus, clicked);
  return (
    <Menu trigger="click-hover" shadow="md" width={280} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{cloneElement(trigger, { ref })}</Menu.Target>
      <Menu.Dropdown>
        {partnerLinks(links).map((link) => (
          <Menu.Item key={link.label} component={Link} to={link.to}>
            <Box fw={700}>{link.label}</Box>
            <Box fz="xs" c="gray.7">
              {link.description}
            </Box>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The Shop mega menu: products, bundles, programs, live events, merch. */
export function ShopMenu({ trigger, defaultOpened, focus, clicked }: HeaderMenuProps) {
  const settings = useSettings();
  const links = useAliasLinks();
  const ref = useTargetOnMount(focus, clicked);
  return (
    <Menu trigger="click-hover" shadow="lg" width={760} position="bottom" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{cloneElement(trigger, { ref })}</Menu.Target>
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

/** Login: 'Access My Products' (store) and 'Access My Programs' (login, or the ambassador's login). */
export function LoginMenu({ trigger, focus, clicked }: HeaderMenuProps) {
  const settings = useSettings();
  const links = useAliasLinks();
  const ref = useTargetOnMount(focus, clicked);
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>{cloneElement(trigger, { ref })}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={SmartLink} to={settings.links.store}>
          Access My Products
        </Menu.Item>
        {links.webAlias ? (
          <Menu.Item component={SmartLink} to={settings.links.backOffice}>
            Access My Programs
          </Menu.Item>
        ) : (
          <Menu.Item onClick={openLoginModal}>Access My Programs</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
