// A company's logo on /edytuj-profil: shown on its page and beside its ads. A JPEG or PNG up to 2 MB; the server
// checks the file itself and keeps it as WebP within 320x160.
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { agencyTexts, logoLimits, logoMessages } from '@portal/domain';
import { ApiError } from '../../api/client.ts';
import { showFlash } from '../../ui/flash.tsx';
import { useChangeLogo } from './api/logo.ts';

export const logoTexts = {
  heading: 'Logo firmy',
  hint: 'Plik JPG lub PNG, najwyżej 2 MB. Pokażemy je na stronie firmy i przy jej ogłoszeniach.',
  choose: 'Wybierz plik z logo',
  change: 'Zmień logo',
  remove: 'Usuń logo',
  failed: 'Nie udało się zapisać logo.',
};

type Props = { userId: number; name: string; logo: string | null | undefined };

export function LogoUpload({ userId, name, logo }: Props) {
  const mutation = useChangeLogo(userId);
  const change = (file: File | null) => {
    // Refused here at once: the server would read 2 MB only to say the same.
    if (file && file.size > logoLimits.maxBytes) return showFlash('error', logoMessages.tooLarge);
    mutation.mutate(file, {
      onSuccess: () => showFlash('success', file ? logoMessages.saved : logoMessages.removed),
      // The server's own words say what was wrong with the file (its type, its size).
      onError: (error) =>
        showFlash('error', error instanceof ApiError && error.status > 0 ? error.message : logoTexts.failed),
    });
  };
  return (
    <Stack component="section" aria-labelledby="logo-heading" gap="xs" mt="xl">
      <Text component="h2" id="logo-heading" fw={700} size="lg">
        {logoTexts.heading}
      </Text>
      {logo && (
        <img
          src={logo}
          alt={agencyTexts.logoAlt(name)}
          width={160}
          height={80}
          style={{ objectFit: 'contain' }}
        />
      )}
      <Text size="sm">{logoTexts.hint}</Text>
      <Group>
        <FileButton onChange={change} accept="image/png,image/jpeg">
          {(props) => (
            <Button {...props} loading={mutation.isPending}>
              {logo ? logoTexts.change : logoTexts.choose}
            </Button>
          )}
        </FileButton>
        {logo && (
          <Button variant="subtle" color="red" onClick={() => change(null)} disabled={mutation.isPending}>
            {logoTexts.remove}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
