// Search by ad number (Otodom's 'Numer ogłoszenia'): a field of its own among the search page's filters, and the
// search's words field, where '12345', 'nr 12345' or '#12345' go straight to that ad instead of searching for the
// digits in texts. An ad that is not public (never was, withdrawn, expired) is said to be missing, in words.
import { apiPaths, type EstateDetail, parseAdNumber, routes } from '@portal/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, apiGet } from '../../api/client.ts';
import buttons from '../../ui/plain-button.module.css';
import { PlainTextField } from '../../ui/plain-fields.tsx';
import classes from './search-page.module.css';

export const adNumberTexts = {
  label: 'Numer ogłoszenia',
  go: 'Przejdź do ogłoszenia',
  notFound: (adNumber: number) =>
    `Nie ma aktualnego ogłoszenia o numerze ${adNumber}. Sprawdź numer albo wyszukaj ogłoszenia według kryteriów.`,
  invalid: 'Podaj numer ogłoszenia, np. 12345.',
  failed: 'Nie udało się sprawdzić numeru. Spróbuj ponownie.',
} as const;

/** The public ad of a number, or null when there is none to show. */
async function findAd(adNumber: number): Promise<EstateDetail | null> {
  try {
    return await apiGet(apiPaths.estates.detail(adNumber), {
      schema: (schemas) => schemas.EstateDetailSchema,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Opens the public ad of a number; `message` says why it did not. */
function useGoToAd() {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | undefined>();
  const goTo = async (adNumber: number, replace: boolean) => {
    setMessage(undefined);
    try {
      const ad = await findAd(adNumber);
      if (ad) await navigate(routes.estate(ad.type, ad.title, ad.estateId), { replace });
      else setMessage(adNumberTexts.notFound(adNumber));
    } catch {
      setMessage(adNumberTexts.failed);
    }
  };
  return { goTo, message, setMessage };
}

const Message = ({ text }: { text: string | undefined }) =>
  text ? (
    <p role="alert" className={classes.adNumberMessage}>
      {text}
    </p>
  ) : null;

/**
 * A number in the search's words field opens its ad, whose address replaces the search's in the history; where
 * there is none, the page says so above its (empty) results.
 */
export function AdNumberInWords() {
  const { search } = useLocation();
  const { goTo, message } = useGoToAd();
  const adNumber = parseAdNumber(new URLSearchParams(search).get('words'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: goTo is made anew each render; the number decides.
  useEffect(() => {
    if (adNumber !== undefined) void goTo(adNumber, true);
  }, [adNumber]);
  return adNumber === undefined ? null : <Message text={message} />;
}

/** The 'Numer ogłoszenia' field among the search's filters. */
export function AdNumberForm() {
  const [typed, setTyped] = useState('');
  const { goTo, message, setMessage } = useGoToAd();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const adNumber = parseAdNumber(typed);
    if (adNumber === undefined) setMessage(adNumberTexts.invalid);
    else void goTo(adNumber, false);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={adNumberTexts.label} className={classes.adNumber}>
      <PlainTextField
        label={adNumberTexts.label}
        inputMode="numeric"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <button type="submit" className={`${buttons.button} ${buttons.default}`}>
        {adNumberTexts.go}
      </button>
      <Message text={message} />
    </form>
  );
}
