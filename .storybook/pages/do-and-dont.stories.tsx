import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  StatusBadge,
  TextField,
} from '@portal/ui';
import { createTestI18n } from '../../apps/portal/src/testing/i18n';
import { DoAndDont, type GuideLocale } from './do-and-dont';

const meta = {
  title: 'Guide/Do and don’t',
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `The rules of **Guide / Content guidelines** and **Foundations**, seen: each pair shows one rule as
the portal does it and the mistake it avoids, drawn with our components. The "do" side uses the portal's own
strings, so it reads as a patient sees it; both sides follow the Language toolbar (English and Spanish).`,
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const localeOf = (context: StoryContext) => (context.globals.locale as GuideLocale | undefined) ?? 'en';
/** The portal's own strings, in the toolbar's language. */
const portal = (locale: GuideLocale) => createTestI18n(locale).t;

/** Both sides are drawn and named in the toolbar's language. */
const playPair: Story['play'] = async ({ canvasElement, globals }) => {
  const es = globals.locale === 'es';
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('figure', { name: es ? 'Haga esto' : 'Do' })).toBeVisible();
  await expect(canvas.getByRole('figure', { name: es ? 'Evite esto' : 'Don’t' })).toBeVisible();
};

const words = {
  en: {
    buttonDo: 'A button says what it does: the patient knows what happens before pressing it.',
    buttonDont: '“Submit” could mean anything: on a long form, nobody can tell which button saves.',
    submit: 'Submit',
    errorDo: 'Says what happened and gives the way out, without codes or blame.',
    errorDont: 'A code and jargon: the patient learns nothing and has nowhere to go.',
    error: 'Error 503: upstream timeout.',
    fieldDo: 'Beside the field, it names the field and what it needs.',
    fieldDont: '“Invalid” blames without saying what to change.',
    invalid: 'Invalid input.',
    colourDo: 'The words carry the meaning; the colour repeats it for those who see it.',
    colourDont:
      'Colour alone: a patient who cannot tell red from green, or who hears the page read aloud, gets nothing.',
    confirmDo: 'The question names what happens and to whom; each button says its outcome.',
    confirmDont:
      '“Are you sure?” and “OK” make the patient remember what they pressed, and OK could mean either.',
    sure: 'Are you sure?',
    ok: 'OK',
    cancel: 'Cancel',
  },
  es: {
    buttonDo: 'El botón dice lo que hace: el paciente sabe qué pasará antes de pulsarlo.',
    buttonDont:
      '«Enviar» puede significar cualquier cosa: en un formulario largo no se sabe qué botón guarda.',
    submit: 'Enviar',
    errorDo: 'Dice qué pasó y ofrece una salida, sin códigos ni culpas.',
    errorDont: 'Un código y jerga técnica: el paciente no entiende qué pasó ni qué hacer.',
    error: 'Error 503: tiempo de espera agotado en upstream.',
    fieldDo: 'Junto al campo, nombra el campo y lo que necesita.',
    fieldDont: '«No válido» culpa sin decir qué cambiar.',
    invalid: 'Entrada no válida.',
    colourDo: 'Las palabras llevan el significado; el color lo repite para quien lo ve.',
    colourDont:
      'Solo color: un paciente que no distingue el rojo del verde, o que escucha la página en voz alta, no recibe nada.',
    confirmDo: 'La pregunta dice qué pasará y a quién; cada botón dice su resultado.',
    confirmDont:
      '«¿Está seguro?» y «Aceptar» obligan a recordar qué se pulsó, y Aceptar puede significar ambas cosas.',
    sure: '¿Está seguro?',
    ok: 'Aceptar',
    cancel: 'Cancelar',
  },
} as const;

/** A button names its action ("Save address"), never "Submit" or "Click here". */
export const ButtonLabels: Story = {
  name: 'Button labels',
  render: (_, context) => {
    const locale = localeOf(context);
    const t = portal(locale);
    return (
      <DoAndDont
        locale={locale}
        good={<Button>{t('profile.addressForm.submit')}</Button>}
        goodWhy={words[locale].buttonDo}
        bad={<Button>{words[locale].submit}</Button>}
        badWhy={words[locale].buttonDont}
      />
    );
  },
  play: playPair,
};

/** An error names the problem and the way out; never a code. */
export const ErrorMessages: Story = {
  name: 'Error messages',
  render: (_, context) => {
    const locale = localeOf(context);
    const t = portal(locale);
    return (
      <DoAndDont
        locale={locale}
        good={
          <Alert tone="danger" actions={<Button variant="secondary">{t('app.retry')}</Button>}>
            {t('account.loadFailed')}
          </Alert>
        }
        goodWhy={words[locale].errorDo}
        bad={<Alert tone="danger">{words[locale].error}</Alert>}
        badWhy={words[locale].errorDont}
      />
    );
  },
  play: playPair,
};

/** A field's error says what the field needs, where the patient is looking. */
export const FieldErrors: Story = {
  name: 'Field errors',
  render: (_, context) => {
    const locale = localeOf(context);
    const t = portal(locale);
    const zip = t('addressForm.zip');
    return (
      <DoAndDont
        locale={locale}
        good={<TextField label={zip} defaultValue="0213" error={t('validation.zip', { field: zip })} />}
        goodWhy={words[locale].fieldDo}
        bad={<TextField label={zip} defaultValue="0213" error={words[locale].invalid} />}
        badWhy={words[locale].fieldDont}
      />
    );
  },
  play: playPair,
};

/** A status is said in words; its tone only repeats them. */
export const ColourUse: Story = {
  name: 'Colour use',
  render: (_, context) => {
    const locale = localeOf(context);
    const t = portal(locale);
    return (
      <DoAndDont
        locale={locale}
        good={
          <div className="flex flex-wrap gap-2">
            <StatusBadge tone="success" label={t('labOrderStatus.results-ready')} />
            <StatusBadge tone="problem" label={t('labOrderStatus.kit-rejected')} />
          </div>
        }
        goodWhy={words[locale].colourDo}
        bad={
          // What the mistake looks like: two dots that say nothing to a screen reader or to colour blindness
          <div className="flex gap-3">
            <span aria-hidden className="size-4 rounded-full bg-success" />
            <span aria-hidden className="size-4 rounded-full bg-danger" />
          </div>
        }
        badWhy={words[locale].colourDont}
      />
    );
  },
  play: playPair,
};

/** A confirmation asks about the action by name and answers with it. */
export const Confirmations: Story = {
  render: (_, context) => {
    const locale = localeOf(context);
    const t = portal(locale);
    return (
      <DoAndDont
        locale={locale}
        good={
          <Card>
            <CardHeader>
              <CardTitle>{t('sharing.grant.revokeTitle', { name: 'Ana' })}</CardTitle>
              <CardDescription>{t('sharing.grant.revokeAtOnce')}</CardDescription>
            </CardHeader>
            <CardFooter className="flex flex-wrap gap-2">
              <Button variant="danger">{t('sharing.grant.revokeYes')}</Button>
              <Button variant="secondary">{t('sharing.grant.revokeCancel')}</Button>
            </CardFooter>
          </Card>
        }
        goodWhy={words[locale].confirmDo}
        bad={
          <Card>
            <CardHeader>
              <CardTitle>{words[locale].sure}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-2">
              <Button>{words[locale].ok}</Button>
              <Button variant="secondary">{words[locale].cancel}</Button>
            </CardContent>
          </Card>
        }
        badWhy={words[locale].confirmDont}
      />
    );
  },
  play: playPair,
};
