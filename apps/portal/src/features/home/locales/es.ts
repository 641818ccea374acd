import type { Catalogue } from '@portal/contract';
import type { en } from './en';

export const es: Catalogue<typeof en> = {
  home: {
    greeting: 'Hola, {{name}}',
    greetingNoName: 'Hola',
    intro: 'Le damos la bienvenida a su portal de salud.',
    welcomeTitle: 'Le damos la bienvenida a su portal',
    welcomeBody:
      'Aquí encontrará sus expedientes de salud, recomendaciones y kits de laboratorio, todo en un solo lugar.',
    welcomeDismiss: 'Entendido',
    accountTitle: 'Su cuenta',
    onboarding: 'Configuración de la cuenta',
    onboardingDone: 'Completa',
    resume: 'Continuar: {{step}}',
    steps: {
      verify_phone: 'verificar su teléfono',
      verify_id: 'verificar su identidad',
      hipaa: 'firmar la autorización HIPAA',
      address: 'agregar su dirección',
    },
    authenticatorApps: 'Aplicaciones de autenticación',
    authenticatorCount_one: '{{count}} aplicación configurada',
    authenticatorCount_other: '{{count}} aplicaciones configuradas',
    unavailable: 'No disponible en este momento',
  },
};
