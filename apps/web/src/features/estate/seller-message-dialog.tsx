// 'Napisz do ogłoszeniodawcy': name, e-mail, optional phone, a text with the count of characters left
// and the captcha, in a dialog over the ad page (full screen on phones). The server mails it to the seller with the
// visitor as reply-to; the seller's address never comes back. A chunk of its own: the form and the captcha load on
// the first opening only.
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Text, TextInput } from '@mantine/core';
import {
  type EstateDetail,
  type SellerMessage,
  type SellerMessageForm,
  SellerMessageSchema,
  sellerMessageTexts,
} from '@portal/domain';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { Captcha } from '../../ui/captcha.tsx';
import { fieldProps } from '../../ui/field-props.ts';
import { showFlash } from '../../ui/flash.tsx';
import { FormLayout } from '../../ui/form-layout.tsx';
import { MessageTextarea } from '../../ui/message-textarea.tsx';
import { PhoneInput } from '../../ui/phone-input.tsx';
import { useWideScreen } from '../../ui/use-wide-screen.ts';
import { useSendSellerMessage } from './api/send-seller-message.ts';

export const sellerMessageDialogTexts = {
  title: 'Napisz do ogłoszeniodawcy',
  close: 'Zamknij formularz wiadomości',
  note: 'Ogłoszeniodawca odpowie na podany adres e-mail lub telefon.',
  // Spec §8's contact failure text: a refusal the server explains (429, 410) is shown as it says.
  failed: 'Wystąpił błąd podczas wysyłania wiadomości!',
} as const;

const emptyMessage: SellerMessageForm = {
  name: '',
  email: '',
  phone: '',
  text: sellerMessageTexts.defaultText,
  captcharesponse: '',
};

function MessageForm({ estate, onSent }: { estate: EstateDetail; onSent: () => void }) {
  const mutation = useSendSellerMessage(estate.estateId);
  const form = useForm<SellerMessageForm, unknown, SellerMessage>({
    resolver: zodResolver(SellerMessageSchema),
    defaultValues: emptyMessage,
  });
  const field = fieldProps(form);

  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: (answer) => {
        showFlash('success', answer.message);
        form.reset(emptyMessage);
        onSent();
      },
      onError: (error) => {
        console.error('Message to the seller not sent', error);
        const isExplained = error instanceof ApiError && [404, 410, 429].includes(error.status);
        showFlash('error', isExplained ? error.message : sellerMessageDialogTexts.failed);
        form.setValue('captcharesponse', '');
      },
    }),
  );

  return (
    <FormLayout
      onSubmit={onSubmit}
      aria-label={sellerMessageDialogTexts.title}
      submitLabel="Wyślij"
      isPending={mutation.isPending}
    >
      <Text size="sm">{estate.title}</Text>
      <TextInput label="Imię" autoComplete="name" withAsterisk {...field('name')} />
      <TextInput label="E-mail" type="email" autoComplete="email" withAsterisk {...field('email')} />
      <PhoneInput label="Telefon" {...field('phone')} />
      <MessageTextarea value={form.watch('text')} {...field('text')} />
      <Text size="sm" c="gray.7">
        {sellerMessageDialogTexts.note}
      </Text>
      <Captcha control={form.control} name="captcharesponse" />
    </FormLayout>
  );
}

type Props = { estate: EstateDetail; opened: boolean; onClose: () => void };

export default function SellerMessageDialog({ estate, opened, onClose }: Props) {
  const isWide = useWideScreen();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={sellerMessageDialogTexts.title}
      closeButtonProps={{ 'aria-label': sellerMessageDialogTexts.close }}
      fullScreen={!isWide}
      size="lg"
    >
      <MessageForm estate={estate} onSent={onClose} />
    </Modal>
  );
}
