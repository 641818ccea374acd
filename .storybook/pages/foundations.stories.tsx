import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bundledBrands, semanticColourNames } from '@portal/brands';
import { AllBrandTokens, IconGallery, SpacingAndRadius, TypeScale } from './foundations';

const meta = {
  title: 'Guide/Foundations',
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `What every component is made of: the semantic colour tokens of each brand, the type scale,
spacing and radius, and the icons. Components use these tokens only, never a hex value.`,
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each bundled brand's semantic colours, with the palette entry each names and where it is drawn. */
export const Tokens: Story = {
  render: () => <AllBrandTokens />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const brand of bundledBrands) {
      const table = canvas.getByRole('table', { name: `Semantic colours of ${brand.name}` });
      await expect(within(table).getAllByRole('row')).toHaveLength(semanticColourNames.length + 1);
    }
  },
};

export const TypeScaleStory: Story = { name: 'Type scale', render: () => <TypeScale /> };

export const SpacingAndRadiusStory: Story = {
  name: 'Spacing and radius',
  render: () => <SpacingAndRadius />,
};

export const Icons: Story = {
  render: () => <IconGallery />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('PrinterIcon')).toBeVisible();
  },
};
