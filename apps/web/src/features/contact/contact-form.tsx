// The contact form (spec §2, §5): name, e-mail, a text of up to 500 characters with the count of what is left,
// and the captcha, which starts over after a failed send.
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { ContactSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { Captcha } from '../../ui/captcha.tsx';
import { fieldProps } from '../../ui/field-props.ts';
import { showFlash } from '../../ui/flash.tsx';
import { FormLayout } from '../../ui/form-layout.tsx';
import { MessageTextarea } from '../../ui/message-textarea.tsx';
import { useSendContact } from './api/send-contact.ts';
import { contactTexts } from './contact-texts.ts';

const emptyContact = { name: '', email: '', text: '', captcharesponse: '' };

export function ContactForm() {
  const mutation = useSendContact();
  const form = useForm({
    resolver: zodResolver(ContactSchema),
    defaultValues: emptyContact,
  });
  const field = fieldProps(form);

  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        showFlash('success', contactTexts.sent);
        form.reset(emptyContact);
      },
      onError: (error) => {
        console.error('Contact message not sent', error);
        // A 429 says when to try again, which helps more than the general failure text.
        showFlash(
          'error',
          error instanceof ApiError && error.status === 429 ? error.message : contactTexts.failed,
        );
        form.setValue('captcharesponse', '');
      },
    }),
  );

  return (
    <FormLayout
      onSubmit={onSubmit}
      aria-label="Formularz kontaktowy"
      submitLabel="Wyślij"
      isPending={mutation.isPending}
    >
      <TextInput label="Imię" autoComplete="name" withAsterisk {...field('name')} />
      <TextInput label="E-mail" type="email" autoComplete="email" withAsterisk {...field('email')} />
      <MessageTextarea value={form.watch('text')} {...field('text')} />
      <Captcha control={form.control} name="captcharesponse" />
    </FormLayout>
  );
}
