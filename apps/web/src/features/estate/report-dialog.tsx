// 'Zgłoś ogłoszenie': a reason from the short list, a description and the address for the answer (the account's,
// for a logged-in person, who solves no captcha). A chunk of its own, loaded on the first opening only. The report's
// number is shown at once; the acknowledgement also comes by e-mail.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Modal, NativeSelect, Textarea, TextInput } from '@mantine/core';
import {
  type EstateDetail,
  ModerationLimits,
  type ReportForm,
  ReportSchema,
  reportReasonLabels,
  reportReasons,
  reportTexts,
  VisitorReportSchema,
} from '@portal/domain';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { useProfile } from '../../api/session.ts';
import { Captcha } from '../../ui/captcha.tsx';
import { fieldProps } from '../../ui/field-props.ts';
import { FormLayout } from '../../ui/form-layout.tsx';
import { useWideScreen } from '../../ui/use-wide-screen.ts';
import { useReportAd } from './api/report-ad.ts';

export const reportDialogTexts = {
  close: 'Zamknij formularz zgłoszenia',
  note: 'Na ten adres wyślemy potwierdzenie i informację o decyzji.',
  reason: 'Powód zgłoszenia',
  description: 'Opis',
  choose: 'Wybierz powód',
};

const { max } = ModerationLimits.reportDescription;

function ReportFormView({ estate, onSent }: { estate: EstateDetail; onSent: (message: string) => void }) {
  const profile = useProfile();
  const mutation = useReportAd(estate.estateId);
  const [failure, setFailure] = useState<string>();
  // A session vouches for the reporter: no captcha then (the server checks it by the same rule).
  const resolver = zodResolver(profile ? ReportSchema : VisitorReportSchema) as Resolver<ReportForm>;
  const form = useForm<ReportForm>({
    resolver,
    defaultValues: {
      reason: '' as ReportForm['reason'],
      description: '',
      email: profile?.email ?? '',
      captcharesponse: '',
    },
  });
  const field = fieldProps(form);
  const description = form.watch('description');

  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: (answer) => onSent(answer.message),
      onError: (error) => {
        console.error('Report not sent', error);
        const isExplained = error instanceof ApiError && error.status < 500;
        setFailure(isExplained ? error.message : reportTexts.failed);
        form.setValue('captcharesponse', '');
      },
    }),
  );

  return (
    <FormLayout
      onSubmit={onSubmit}
      aria-label={reportTexts.title}
      submitLabel="Wyślij zgłoszenie"
      isPending={mutation.isPending}
    >
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <NativeSelect
        label={reportDialogTexts.reason}
        withAsterisk
        data={[
          { value: '', label: reportDialogTexts.choose },
          ...reportReasons.map((reason) => ({ value: reason, label: reportReasonLabels[reason] })),
        ]}
        {...field('reason')}
      />
      <Textarea
        label={reportDialogTexts.description}
        withAsterisk
        rows={5}
        maxLength={max}
        description={`Pozostało znaków: ${max - description.length}`}
        {...field('description')}
      />
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="email"
        withAsterisk
        description={reportDialogTexts.note}
        {...field('email')}
      />
      {!profile && <Captcha control={form.control} name="captcharesponse" />}
    </FormLayout>
  );
}

type Props = { estate: EstateDetail; opened: boolean; onClose: () => void };

export default function ReportDialog({ estate, opened, onClose }: Props) {
  const isWide = useWideScreen();
  const [sent, setSent] = useState<string>();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={reportTexts.title}
      closeButtonProps={{ 'aria-label': reportDialogTexts.close }}
      fullScreen={!isWide}
      size="lg"
    >
      {sent ? (
        <Alert color="green" role="status">
          {sent}
        </Alert>
      ) : (
        <ReportFormView estate={estate} onSent={setSent} />
      )}
    </Modal>
  );
}
