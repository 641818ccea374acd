import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getBrand, defaultBrand } from '@portal/brands';
import { Button } from '../button/button';
import { Card, CardTitle } from '../card/card';
import { LanguageSwitch } from '../language-switch/language-switch';
import { PageHeader } from '../page-header/page-header';
import { Link } from '../link/link';
import { AppShell } from './app-shell';

/** Follows the brand toolbar, so the logo changes with the theme. */
const toolbarBrand = (globals: Record<string, unknown>) => getBrand(String(globals.brand)) ?? defaultBrand;

const nav = (
  <ul className="flex flex-wrap gap-x-6 gap-y-2 pb-3">
    {['Home', 'My Health', 'Trends', 'Account'].map((item, i) => (
      <li key={item}>
        <Link
          href={`#${item}`}
          tone="inherit"
          aria-current={i === 0 ? 'page' : undefined}
          className="font-semibold"
        >
          {item}
        </Link>
      </li>
    ))}
  </ul>
);

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  args: { brand: defaultBrand, homeHref: '#home' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The frame of every signed-in page: a skip link, the brand's logo (its alt text is the brand
name), the main navigation, a slot for the language switch and header actions, the main landmark and a footer.

**Keyboard and focus:** the first Tab shows "Skip to main content", which moves focus to \`main\`.`,
      },
    },
  },
  render: (args, { globals }) => {
    const brand = toolbarBrand(globals);
    return (
      <AppShell
        {...args}
        brand={brand}
        nav={nav}
        languageSwitch={<LanguageSwitch value="en" />}
        actions={
          <Button variant="ghost" size="sm" className="text-current">
            Log out
          </Button>
        }
        footer={`${brand.name} · ${brand.support.phone} · ${brand.support.hours}`}
      >
        <PageHeader title="Welcome back, Ana" description="Here is what needs your attention." />
        <Card variant="striped">
          <CardTitle level={2}>HbA1c test due</CardTitle>
        </Card>
      </AppShell>
    );
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  },
};
export const Spanish: Story = {
  args: { skipLinkLabel: 'Saltar al contenido principal', navLabel: 'Principal' },
  render: (args, { globals }) => {
    const brand = toolbarBrand(globals);
    return (
      <AppShell {...args} brand={brand} languageSwitch={<LanguageSwitch value="es" label="Idioma" />}>
        <PageHeader title="Bienvenida, Ana" />
      </AppShell>
    );
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const AllStates: Story = {};
