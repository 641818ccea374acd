import { expect, test, type Page } from '@playwright/test';
import { englishFoundIn } from './locales.js';
import { codeFor, newPatient } from './support.js';

async function expectNoEnglish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const text = await page.locator('body').innerText();
  expect(englishFoundIn(text), `English on ${page.url()}`).toEqual([]);
}

test('[I18N-1] [I18N-2] the same sign-up in Spanish shows no English string', async ({ page, request }) => {
  const patient = newPatient();
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');
  await expectNoEnglish(page);

  await page.getByRole('link', { name: 'Crear una cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Cree su cuenta' })).toBeVisible();
  await page.getByRole('button', { name: 'Revisar mis datos' }).click();
  await expect(page.getByText('Nombre: este dato es obligatorio.')).toBeVisible();
  await expectNoEnglish(page);

  await page.getByLabel('Nombre').fill(patient.first_name);
  await page.getByLabel('Apellido').fill(patient.last_name);
  await page.getByLabel('Correo electrónico').fill(patient.email);
  await page.locator('input[name=password]').fill('corta');
  await page.getByLabel('Fecha de nacimiento').fill(patient.date_of_birth);
  await page.getByLabel('Teléfono celular').pressSequentially(patient.phone.replace(/-/g, ''));
  await page.getByRole('button', { name: 'Revisar mis datos' }).click();
  await expect(page.getByText(/Su contraseña necesita: al menos 12 caracteres/)).toBeVisible();
  await expectNoEnglish(page);
  await page.locator('input[name=password]').fill(patient.password);
  await page.getByRole('button', { name: 'Revisar mis datos' }).click();

  await expect(page.getByRole('heading', { name: 'Confirme su información personal' })).toBeVisible();
  await expectNoEnglish(page);
  const since = Date.now();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page.getByRole('heading', { name: 'Verifique su dispositivo' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Código de 6 dígitos: este dato es obligatorio.')).toBeVisible();
  await expectNoEnglish(page);
  await page.getByLabel('Código de 6 dígitos').fill('000000');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  // the server's refusal is said in Spanish at the field, with the tries left (issue 23)
  await expect(page.getByLabel('Código de 6 dígitos')).toHaveAccessibleDescription(
    /El código no es correcto\. Quedan 4 intentos\./,
  );
  await expectNoEnglish(page);

  const code = await codeFor(request, patient.phone, since);
  await page.getByLabel('Código de 6 dígitos').fill(code);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/signup\/verify\/id$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoEnglish(page);
});
