import { useState } from 'react';
import { Anchor, Button, PasswordInput, Stack, Tabs, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PHONE_HINT, PHONE_PATTERN } from '@oola/domain';
import { useLocation } from 'react-router';
import { useSettings } from '../../lib/settings';
import type { SignedOutState } from '../../lib/shell-events';
import { SmartLink } from '../public';
import { closeLoginModal } from '../../lib/login-modal-store';
import { LoginMessageBanner } from './login-message';
import { signIn, type LoginMessage, type SignInResult } from './sign-in';

export type LoginTab = 'phone' | 'customerId' | 'email';

/** Why the person was just signed out (a password change elsewhere...), when the server said so. */
function signedOutNotice(state: unknown): LoginMessage | null {
  const because = (state as Partial<SignedOutState> | null)?.signedOutBecause;
  return typeof because === 'string' ? { severity: 2, message: because } : null;
}

const TAB_LABEL: Record<LoginTab, string> = { phone: 'Phone Number', customerId: 'Customer Id', email: 'Email' };
const PLACEHOLDER: Record<LoginTab, string> = {
  phone: 'Cell Phone Number',
  customerId: 'Customer Id',
  email: 'Email',
};

/** loginType for a tab; the Customer Id tab also takes an email address. */
function loginTypeFor(tab: LoginTab, value: string): 1 | 2 | 3 {
  if (tab === 'phone') return 1;
  if (tab === 'email' || value.includes('@')) return 3;
  return 2;
}

/**
 * A phone typed in the phone tab must have the sign-in's format, shown while typing. The server's LoginRequest
 * checks more (and words the phone's message 'Enter the phone number as'); the form keeps its own words and
 * leaves the rest to the server. A Mantine rule, not zod: the login modal opens on public pages, which are kept
 * light (decision 094).
 */
function identifierError(value: string, values: { tab: LoginTab }): string | null {
  const typed = value.trim();
  if (values.tab === 'phone' && typed && !PHONE_PATTERN.test(typed)) return `Use the format ${PHONE_HINT}`;
  return null;
}

/**
 * The sign-in form of the login modal (tabs Phone Number / Customer Id) and of
 * the shop login (Phone Number / Email). A severity 3 answer clears the input
 * and switches to the second tab.
 */
export function LoginForm({
  tabs,
  onSignedIn,
  submit = signIn,
}: {
  tabs: [LoginTab, LoginTab];
  onSignedIn: (route: string) => void;
  submit?: (identifier: string, password: string, loginType: 1 | 2 | 3) => Promise<SignInResult>;
}) {
  const settings = useSettings();
  const form = useForm({
    initialValues: { tab: tabs[0] as LoginTab, identifier: '', password: '' },
    validate: { identifier: identifierError },
    validateInputOnChange: ['identifier'],
  });
  const { state } = useLocation();
  const [message, setMessage] = useState<LoginMessage | null>(() => signedOutNotice(state));

  const { tab, identifier, password } = form.values;
  const canSubmit = identifier.trim() !== '' && password !== '' && !form.errors.identifier && !form.submitting;

  const switchTab = (next: LoginTab) => {
    form.setValues({ tab: next, identifier: '' });
  };

  const onSubmit = form.onSubmit(async (values) => {
    if (!canSubmit) return;
    const result = await submit(values.identifier, values.password, loginTypeFor(values.tab, values.identifier));
    if (result.ok) {
      onSignedIn(result.route);
      return;
    }
    setMessage(result.message);
    if (result.message.severity === 3) switchTab(tabs[1]);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Tabs value={tab} onChange={(value) => value && switchTab(value as LoginTab)} variant="pills" radius="xl">
        <Stack gap="md">
          <Tabs.List grow>
            {tabs.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {TAB_LABEL[name]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <LoginMessageBanner message={message} onClose={() => setMessage(null)} />
          <Tabs.Panel value={tab}>
            <TextInput
              aria-label={TAB_LABEL[tab]}
              placeholder={PLACEHOLDER[tab]}
              type={tab === 'email' ? 'email' : tab === 'phone' ? 'tel' : 'text'}
              inputMode={tab === 'phone' ? 'tel' : undefined}
              autoComplete="username"
              data-autofocus
              size="md"
              {...form.getInputProps('identifier')}
              required
            />
          </Tabs.Panel>
          <PasswordInput
            aria-label="Password"
            placeholder="Password"
            autoComplete="current-password"
            size="md"
            {...form.getInputProps('password')}
            required
          />
          <Button type="submit" size="md" disabled={!canSubmit} loading={form.submitting} fullWidth>
            LET&apos;S GO!
          </Button>
          <Anchor
            component={SmartLink}
            to={settings.links.resetPassword}
            newTab
            onClick={closeLoginModal}
            ta="center"
            size="sm"
          >
            Reset my Password
          </Anchor>
        </Stack>
      </Tabs>
    </form>
  );
}
