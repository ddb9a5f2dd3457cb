// The captcha of the registration and contact forms (spec §4, §5): ALTCHA proof of work, solved in the browser and
// checked by the server, bound to a react-hook-form field that holds the widget's payload.

import { Button, Group, Input, Stack } from '@mantine/core';
import type {} from 'altcha/types/react';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldPath, type FieldValues, type UseControllerProps, useController } from 'react-hook-form';
import { loadAltcha } from './load-altcha.ts';

type AltchaElement = HTMLElementTagNameMap['altcha-widget'];
type StateDetail = { state: string; payload?: string };

export const captchaTexts = { label: 'Weryfikacja', refresh: 'Odśwież' } as const;

/**
 * The field is '' until the widget is solved, so the schema's 'Potwierdź, że nie jesteś robotem' shows on submit.
 * When the form sets the field back to '' (its submit failed: spec §4 'the captcha resets after a failed
 * validation') the widget starts over, since a solution is accepted only once.
 */
export function Captcha<T extends FieldValues, N extends FieldPath<T>>(props: UseControllerProps<T, N>) {
  const { field, fieldState } = useController(props);
  const widgetRef = useRef<AltchaElement | null>(null);
  const [isLoaded, setLoaded] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const errorId = useId();
  const { onChange } = field;
  const isEmpty = field.value === '' || field.value === undefined;

  useEffect(() => {
    let isMounted = true;
    loadAltcha().then(
      () => isMounted && setLoaded(true),
      () => isMounted && setLoadFailed(true),
    );
    return () => {
      isMounted = false;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!isLoaded || !widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateDetail>).detail;
      onChange(state === 'verified' && payload ? payload : '');
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [isLoaded, onChange]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (isEmpty && widget?.getState?.() === 'verified') widget.reset();
  }, [isEmpty]);

  const refresh = () => {
    widgetRef.current?.reset?.();
    onChange('');
  };

  return (
    <Input.Wrapper
      label={captchaTexts.label}
      labelElement="div"
      error={fieldState.error?.message ?? (loadFailed ? 'Nie udało się wczytać weryfikacji.' : undefined)}
      errorProps={{ id: errorId }}
    >
      <Stack gap="xs" mt={4}>
        {isLoaded && (
          <altcha-widget
            ref={widgetRef}
            challenge="/api/captcha"
            language="pl"
            name={`${field.name}-altcha`}
            aria-describedby={fieldState.error ? errorId : undefined}
          />
        )}
        <Group>
          <Button variant="default" size="xs" onClick={refresh} disabled={!isLoaded}>
            {captchaTexts.refresh}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
