// The save dialog: a name (the criteria in words, as Polish portals name a saved search) and how often to be told; a visitor also gives an e-mail address and solves the captcha,
// and is told to confirm by the link in the e-mail (double opt-in).
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Radio, Text, TextInput } from '@mantine/core';
import {
  alertFrequencies,
  captchaField,
  emailField,
  requiredText,
  SavedSearchLimits,
  savedSearchFrequencyLabels,
  searchName,
} from '@portal/domain';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../api/client.ts';
import { useProfile } from '../../api/session.ts';
import { Captcha } from '../../ui/captcha.tsx';
import { fieldProps } from '../../ui/field-props.ts';
import { showFlash } from '../../ui/flash.tsx';
import { FormLayout } from '../../ui/form-layout.tsx';
import { saveSearch } from './api/saved-searches.ts';
import { savedSearchTexts } from './saved-search-texts.ts';

const AccountFormSchema = z.object({
  name: requiredText(SavedSearchLimits.name),
  frequency: z.enum(alertFrequencies),
  email: z.string().optional(),
  captcharesponse: z.string().optional(),
});
const VisitorFormSchema = AccountFormSchema.extend({ email: emailField(), captcharesponse: captchaField() });
type FormValues = z.input<typeof AccountFormSchema>;

type Props = { criteria: Record<string, string>; cityName: string | undefined; onClose: () => void };

export default function SaveSearchDialog({ criteria, cityName, onClose }: Props) {
  const profile = useProfile();
  const form = useForm<FormValues>({
    resolver: zodResolver(profile ? AccountFormSchema : VisitorFormSchema),
    defaultValues: {
      name: searchName(criteria, cityName),
      frequency: 'instant',
      email: '',
      captcharesponse: '',
    },
  });
  const field = fieldProps(form);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await saveSearch({
        name: values.name,
        frequency: values.frequency,
        criteria,
        ...(profile ? {} : { email: values.email, captcharesponse: values.captcharesponse }),
      });
      showFlash('success', answer.message);
      onClose();
    } catch (error) {
      showFlash(
        'error',
        error instanceof ApiError && error.status < 500 ? error.message : savedSearchTexts.failed,
      );
      form.setValue('captcharesponse', '');
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={savedSearchTexts.dialogTitle}
      closeButtonProps={{ 'aria-label': savedSearchTexts.close }}
      centered
    >
      <FormLayout
        onSubmit={onSubmit}
        aria-label={savedSearchTexts.dialogTitle}
        submitLabel={savedSearchTexts.submit}
        isPending={form.formState.isSubmitting}
      >
        <TextInput label={savedSearchTexts.name} withAsterisk {...field('name')} />
        <Controller
          control={form.control}
          name="frequency"
          render={({ field: choice }) => (
            <Radio.Group label={savedSearchTexts.frequency} value={choice.value} onChange={choice.onChange}>
              {alertFrequencies.map((frequency) => (
                <Radio
                  key={frequency}
                  value={frequency}
                  label={savedSearchFrequencyLabels[frequency]}
                  mt="xs"
                />
              ))}
            </Radio.Group>
          )}
        />
        {!profile && (
          <>
            <TextInput
              label={savedSearchTexts.email}
              type="email"
              autoComplete="email"
              withAsterisk
              {...field('email')}
            />
            <Text size="sm">{savedSearchTexts.emailHint}</Text>
            <Captcha control={form.control} name="captcharesponse" />
          </>
        )}
      </FormLayout>
    </Modal>
  );
}
