// Route module of /dodaj-ogloszenie (spec §2): the type chooser; choosing a type starts a new ad's wizard.
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { estateTypeInfo, estateTypes, routes } from '@portal/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useLoggedInProfile } from '../../api/session.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { resetProgress } from './wizard-progress.ts';
import { wizardTexts } from './wizard-texts.ts';

export function Component() {
  const { userId } = useLoggedInProfile();
  useDocumentTitle(wizardTexts.addTitle);
  useEffect(() => {
    // Coming here means starting over: an unfinished add wizard must not keep editing its earlier ad (which stays
    // in the list as a draft).
    for (const type of estateTypes) resetProgress(userId, { flow: 'add', type });
  }, [userId]);
  return (
    <Stack gap="md">
      <Breadcrumbs items={[{ label: wizardTexts.addTitle }]} />
      <Title order={1}>{wizardTexts.addTitle}</Title>
      <Text>{wizardTexts.chooseType}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {estateTypes.map((type) => (
          <li key={type}>
            <Button component={Link} to={routes.wizard(type, 1)} variant="light" size="lg" fullWidth>
              {estateTypeInfo[type].labelSingular}
            </Button>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
