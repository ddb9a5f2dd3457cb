// Route module of /rejestracja (spec §2): tabs 'Osoba prywatna' and 'Firma', help through the contact page.
import { Anchor, Tabs, Text } from '@mantine/core';
import { routes } from '@portal/domain';
import { Link } from 'react-router';
import { AccountPage } from './account-page.tsx';
import { RegisterCompanyForm } from './register-company-form.tsx';
import { RegisterUserForm } from './register-user-form.tsx';

export function RegisterTabs() {
  return (
    // Only the open tab is mounted: each form's captcha fetches and solves its own challenge.
    <Tabs defaultValue="user" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="user">Osoba prywatna</Tabs.Tab>
        <Tabs.Tab value="company">Firma</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="user">
        <RegisterUserForm />
      </Tabs.Panel>
      <Tabs.Panel value="company">
        <RegisterCompanyForm />
      </Tabs.Panel>
    </Tabs>
  );
}

export function Component() {
  return (
    <AccountPage title="Rejestracja">
      <Text>
        Konto jest bezpłatne. Po rejestracji wyślemy na podany adres e-mail link aktywujący konto. Masz
        problem z rejestracją?{' '}
        <Anchor component={Link} to={routes.contact()}>
          Skontaktuj się z nami
        </Anchor>
        .
      </Text>
      <RegisterTabs />
    </AccountPage>
  );
}
