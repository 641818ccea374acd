import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './stepper';

const steps = ['Create account', 'Verify phone', 'Verify identity', 'HIPAA authorization', 'Address'];

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: { steps, current: 2 },
  parameters: {
    docs: {
      description: {
        component: `Onboarding progress. The current step has \`aria-current="step"\`; finished steps are ticked
and read as "completed". It is not interactive: onboarding moves forward through its own screens.

**Keyboard and focus:** Not focusable and not interactive: a list read in order, the current step announced as the current step and finished ones as completed.`,
      },
    },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 3 of 5')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  },
};
export const FirstStep: Story = { args: { current: 0 } };
export const Finished: Story = { args: { current: 4 } };
export const LongText: Story = {
  args: {
    steps: [
      'Create your account and choose a password',
      'Confirm your identity with a photo ID and selfie',
      'Sign',
    ],
    current: 1,
  },
};
export const Spanish: Story = {
  args: {
    steps: ['Crear cuenta', 'Verificar teléfono', 'Verificar identidad', 'Autorización HIPAA', 'Dirección'],
    label: 'Progreso',
    completedLabel: 'completado',
    progressText: (s, t) => `Paso ${s} de ${t}`,
  },
};
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      {steps.map((_, i) => (
        <Stepper key={i} {...args} current={i} label={`Progress ${i + 1}`} />
      ))}
    </div>
  ),
};
