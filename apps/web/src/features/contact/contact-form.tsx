// The contact form (spec §2, §5): name, e-mail, a text of up to 500 characters with the count of what is left,
// and the captcha, which starts over after a failed send.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { ContactSchema, Limits } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { Captcha } from '../../ui/captcha.tsx';
import { showFlash } from '../../ui/flash.tsx';
import { useSendContact } from './api/send-contact.ts';
import { contactTexts } from './contact-texts.ts';

const emptyContact = { name: '', email: '', text: '', captcharesponse: '' };

export function ContactForm() {
  const mutation = useSendContact();
  const { register, handleSubmit, formState, control, watch, reset, setValue } = useForm({
    resolver: zodResolver(ContactSchema),
    defaultValues: emptyContact,
  });
  const remaining = Limits.contactText.max - watch('text').length;

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        showFlash('success', contactTexts.sent);
        reset(emptyContact);
      },
      onError: (error) => {
        console.error('Contact message not sent', error);
        // A 429 says when to try again, which helps more than the general failure text.
        showFlash(
          'error',
          error instanceof ApiError && error.status === 429 ? error.message : contactTexts.failed,
        );
        setValue('captcharesponse', '');
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Formularz kontaktowy">
      <Stack gap="sm">
        <TextInput
          label="Imię"
          autoComplete="name"
          withAsterisk
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          withAsterisk
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Textarea
          label="Wiadomość"
          withAsterisk
          rows={6}
          maxLength={Limits.contactText.max}
          description={`Pozostało znaków: ${remaining}`}
          // Mantine's dimmed description is too pale on white for WCAG AA.
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          error={formState.errors.text?.message}
          {...register('text')}
        />
        <Captcha control={control} name="captcharesponse" />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            Wyślij
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
