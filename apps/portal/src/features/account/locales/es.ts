import type { Catalogue } from '@portal/contract';
import type { en } from './en';

export const es: Catalogue<typeof en> = {
  account: {
    title: 'Cuenta',
    signedInAs: 'Sesión iniciada como {{name}}',
    menu: {
      profile: 'Su cuenta',
      support: 'Ayuda',
    },
    sections: {
      profile: 'Su perfil',
      security: 'Inicio de sesión y seguridad',
      preferences: 'Preferencias',
      help: 'Ayuda e información',
    },
    pages: {
      identity: 'Verificación de identidad',
      support: 'Ayuda',
      policies: 'Políticas de privacidad',
    },
  },
};
