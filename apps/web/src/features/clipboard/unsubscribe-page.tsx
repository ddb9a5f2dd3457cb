// Route module of /wylacz-powiadomienia/{userId}/{signature}, the link of every favourites e-mail: one
// button turns the e-mails off without logging in. A button, not the visit itself: mail scanners open links.
import { Button, Stack, Text, Title } from '@mantine/core';
import { apiPaths, FavouriteUnsubscribeSchema, favouriteTexts } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { apiPost } from '../../api/client.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';

export const unsubscribeTexts = {
  title: 'Powiadomienia o ulubionych',
  ask: 'Czy wyłączyć powiadomienia e-mail o obniżkach cen i wycofaniu ulubionych ogłoszeń?',
  action: 'Wyłącz powiadomienia',
};

export function Component() {
  useDocumentTitle(unsubscribeTexts.title);
  const link = FavouriteUnsubscribeSchema.safeParse(useParams());
  const unsubscribe = useMutation({
    mutationFn: () =>
      apiPost(apiPaths.favouriteMailsUnsubscribe, link.data, {
        schema: (schemas) => schemas.MessageResponseSchema,
      }),
  });
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{unsubscribeTexts.title}</Title>
      {!link.success ? (
        <Text role="alert">{favouriteTexts.badUnsubscribeLink}</Text>
      ) : unsubscribe.isSuccess ? (
        <Text role="status">{unsubscribe.data.message}</Text>
      ) : (
        <>
          <Text>{unsubscribeTexts.ask}</Text>
          {unsubscribe.isError && <Text role="alert">{unsubscribe.error.message}</Text>}
          <Button w="fit-content" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {unsubscribeTexts.action}
          </Button>
        </>
      )}
    </Stack>
  );
}
