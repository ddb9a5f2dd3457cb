// The wizard's step bar (spec §2): Opis, Zdjęcia, Podgląd. A step ahead of the furthest reached one cannot be
// opened, nor can the current one.
import { Anchor, Group, Text } from '@mantine/core';
import { type WizardStep, wizardSteps } from '@portal/domain';
import { Link } from 'react-router';
import { wizardTexts } from './wizard-texts.ts';

type Props = {
  current: WizardStep;
  reached: WizardStep;
  /** The address of a step of this wizard. */
  stepHref: (step: WizardStep) => string;
};

export function StepBar({ current, reached, stepHref }: Props) {
  return (
    <nav aria-label={wizardTexts.stepsLabel}>
      <Group component="ol" gap="lg" m={0} p={0} style={{ listStyle: 'none' }}>
        {wizardSteps.map((step) => {
          const label = `${step}. ${wizardTexts.steps[step]}`;
          const isOpen = step !== current && step <= reached;
          return (
            <li key={step}>
              {isOpen ? (
                <Anchor component={Link} to={stepHref(step)} fw={600}>
                  {label}
                </Anchor>
              ) : (
                <Text
                  component="span"
                  fw={step === current ? 700 : 400}
                  c={step === current ? undefined : 'gray.7'}
                  aria-current={step === current ? 'step' : undefined}
                  aria-disabled="true"
                >
                  {label}
                </Text>
              )}
            </li>
          );
        })}
      </Group>
    </nav>
  );
}
