import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch, type LanguageSwitchProps } from './language-switch';

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'en', onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `Language choice for the header. Each language is written in itself ("Español") and marked
with its \`lang\` so screen readers pronounce it correctly. The portal passes i18next's language and
\`changeLanguage\`.

**Keyboard and focus:** A native select: Tab reaches it, the arrow keys change the language (Alt+Down or Space opens the list), and the change applies at once; each option is read in its own language.`,
      },
    },
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

function ControlledSwitch(props: LanguageSwitchProps) {
  const [value, setValue] = useState(props.value);
  return (
    <LanguageSwitch
      {...props}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        props.onValueChange?.(v);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <ControlledSwitch {...args} />,
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'es');
    await expect(args.onValueChange).toHaveBeenCalledWith('es');
    await expect(select).toHaveValue('es');
  },
};
export const Spanish: Story = { args: { value: 'es', label: 'Idioma' } };
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <LanguageSwitch {...args} value="en" />
      <LanguageSwitch {...args} value="es" label="Idioma" />
      <LanguageSwitch {...args} value="en" disabled label="Language (disabled)" />
    </div>
  ),
};
